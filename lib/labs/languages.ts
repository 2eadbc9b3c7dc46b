// The lab languages and what sets each apart, in one table that the screens, the creator, the lab lists and the
// server read: none of them asks "is this Java?". The runtimes that run each language implement one interface
// (lib/client/labs/runtimes/ in the browser, lib/server/labs/engines/ on the server); docs/architecture.md says
// which files a fourth language touches. Shared by browser and server: plain data only.
import type { LabLanguage } from "@/lib/schemas/lab-shapes";

export type { LabLanguage };

export type LanguageSpec = {
  id: LabLanguage;
  /** As learners read it ("Python"). */
  name: string;
  /** The run button (contract §2: Run Code, Compile & Run for Java). */
  runLabel: string;
  /** Monaco's language id and the editor's indent (contract §9: 4, 2 for JavaScript). */
  editor: { monaco: string; indent: number };
  /** A new cell's code in the Lab Creator. */
  starterCode: string;
  /** Where a run happens: the learner's browser, or the server (which then records it itself). */
  runsOn: "browser" | "server";
  /**
   * "page": one interpreter per lab page that its cells share like a notebook (started when the page opens, one
   * run at a time, its start-up shown in the first such cell); "run": a fresh one per run.
   */
  interpreter: "page" | "run";
  /**
   * Input: "interactive" asks while the program runs (an input box when it reads); "upfront" takes it in a box
   * before the run (the server runs the program in one go).
   */
  stdin: "interactive" | "upfront";
  /** How blocks are written, which the offline helper's quick check reads: indentation and ':', or braces. */
  blocks: "indentation" | "braces";
  /** Where a checked cell's verdict comes from, and whether cells may carry test code. */
  checks: { judgedOn: "browser" | "server"; testCode: boolean };
  /** Runs need a signed-in learner (they cost the server's sandbox). */
  needsLogin: boolean;
  /**
   * The lab API family (contract §7): the Python and JavaScript labs live under /api/lab/lab and open at
   * /#/Coder, the Java labs under /api/lab/java-lab and /#/JavaCoder; Lab Activities lists them in two columns.
   */
  family: LabFamily;
};

/**
 * The lab API families of contract §7: the Python and JavaScript labs under /api/lab/lab, opened at /#/Coder and
 * listed as "JavaScript Labs"; the Java labs under /api/lab/java-lab, at /#/JavaCoder, listed as "Java Labs".
 */
export type LabFamily = "lab" | "java-lab";

export const FAMILIES: Record<
  LabFamily,
  {
    route: string;
    column: string;
    defaultTitle: string;
    /** The one language the family's API serves whatever a row says, if it serves one (also the lab chat's). */
    onlyLanguage: LabLanguage | undefined;
  }
> = {
  lab: { route: "Coder", column: "JavaScript Labs", defaultTitle: "Coding Lab", onlyLanguage: undefined },
  "java-lab": { route: "JavaCoder", column: "Java Labs", defaultTitle: "Java Lab", onlyLanguage: "java" },
};

export function familyOf(language: LabLanguage): LabFamily {
  return LANGUAGES[language].family;
}

export const LANGUAGES: Record<LabLanguage, LanguageSpec> = {
  python: {
    id: "python",
    name: "Python",
    runLabel: "Run Code",
    editor: { monaco: "python", indent: 4 },
    starterCode: "# Write your code here",
    runsOn: "browser",
    interpreter: "page",
    stdin: "interactive",
    blocks: "indentation",
    checks: { judgedOn: "browser", testCode: true },
    needsLogin: false,
    family: "lab",
  },
  javascript: {
    id: "javascript",
    name: "JavaScript",
    runLabel: "Run Code",
    editor: { monaco: "javascript", indent: 2 },
    starterCode: "// Write your code here",
    runsOn: "browser",
    interpreter: "run",
    stdin: "interactive",
    blocks: "braces",
    checks: { judgedOn: "browser", testCode: true },
    needsLogin: false,
    family: "lab",
  },
  java: {
    id: "java",
    name: "Java",
    runLabel: "Compile & Run",
    editor: { monaco: "java", indent: 4 },
    starterCode: "// Write your code here",
    runsOn: "server",
    interpreter: "run",
    stdin: "upfront",
    blocks: "braces",
    checks: { judgedOn: "server", testCode: false },
    needsLogin: true,
    family: "java-lab",
  },
};

export const LAB_LANGUAGES = Object.keys(LANGUAGES) as LabLanguage[];

/** The languages whose labs a family's API lists. */
export function languagesOf(family: LabFamily): LabLanguage[] {
  return LAB_LANGUAGES.filter((l) => LANGUAGES[l].family === family);
}

export function languageOf(id: LabLanguage): LanguageSpec {
  return LANGUAGES[id];
}

/** Where a lab opens (contract §2: /Coder?lab_id= for Python and JavaScript, /JavaCoder?lab_id= for Java). */
export function labHref(lab: { labId: number; language: LabLanguage }): string {
  return `#/${FAMILIES[familyOf(lab.language)].route}?lab_id=${lab.labId}`;
}
