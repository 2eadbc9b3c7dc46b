// The offline assistants' curated answers for beginners' errors (instead of lab text that merely shares a word
// with the question), and wrong-answer explanations that quote the lecture the question comes from.
import { beginnerAnswers, findBeginnerAnswer } from "../../lib/server/ai/offline/beginner-errors";
import { composeOffline } from "../../lib/server/labs/answer-lab-chat";
import { explainKnownOffline } from "../../lib/server/ai/offline/explain-offline";
import type { KnownAssessment } from "../../lib/server/ai/find-assessment";

describe("curated beginner answers", () => {
  it.each([
    ["What does SyntaxError: expected ':' mean?", null, "py-syntax-colon"],
    ["SyntaxError: invalid syntax on line 3", "python", "py-syntax"],
    ["IndentationError: expected an indented block", null, "py-indentation"],
    ["IndentationError: unexpected indent", "python", "py-indentation"],
    ["NameError: name 'total' is not defined", "python", "py-name"],
    ['TypeError: can only concatenate str (not "int") to str', "python", "py-type"],
    ["How do I read a number with input() in Python?", null, "py-input-number"],
    ["Uncaught SyntaxError: Unexpected token '}'", "javascript", "js-missing-semicolon"],
    ["ReferenceError: count is not defined", "javascript", "js-reference"],
    ["TypeError: Cannot read properties of undefined (reading 'length')", "javascript", "js-type"],
    ["Main.java:3: error: ';' expected", "java", "java-missing-semicolon"],
    ["do I need a semicolon at the end in Java?", null, "java-missing-semicolon"],
    ["error: cannot find symbol", "java", "java-cannot-find-symbol"],
    ["Exception in thread main java.lang.NullPointerException", null, "java-npe"],
    ["How do I read a number", "java", "java-scanner"],
    ["Scanner nextInt gives InputMismatchException", "java", "java-scanner"],
    ["class Test is public, should be declared in a file named Test.java", "java", "java-class-name"],
  ] as const)("%p (lab language %p) → %p", (q, lang, id) => {
    expect(findBeginnerAnswer(q, lang)?.id).toBe(id);
  });

  it("the language named in the question wins over the lab's", () => {
    expect(findBeginnerAnswer("TypeError in JavaScript: x is not a function", "python")?.id).toBe("js-type");
    expect(findBeginnerAnswer("name is not defined in Python", "javascript")?.id).toBe("py-name");
  });

  it("says nothing for questions it has no curated answer for", () => {
    expect(findBeginnerAnswer("Explain photosynthesis simply", null)).toBeNull();
    expect(findBeginnerAnswer("How do loops work?", "python")).toBeNull();
  });

  it.each(beginnerAnswers.map((a) => [a.id, a] as const))("%s has a title, a pattern and an example or step", (id, a) => {
    expect(beginnerAnswers.filter((b) => b.id === id)).toHaveLength(1);
    expect(a.title.trim()).not.toBe("");
    expect(a.match.length).toBeGreaterThan(0);
    // The explanation, then at least one line of its own: an example (Wrong:/Right:, code) or a step.
    const [, ...more] = a.answer.split("\n").filter((l) => l.trim() !== "");
    expect(more.length).toBeGreaterThan(0);
    expect(a.answer.length).toBeGreaterThan(80);
  });
});

describe("lab assistant, offline", () => {
  const lab = { labId: 3, title: "JavaScript charts", cellId: 1, preText: "Draw a bar chart of the numbers.", language: "javascript" as const, score: 1 };
  it("answers the curated error instead of quoting lab instructions", () => {
    const text = composeOffline({ prompt: "What does SyntaxError: expected ':' mean?", language: null, labs: [lab], help: [] });
    expect(text).toContain("Python needs a colon");
    expect(text).not.toContain("JavaScript charts");
    expect(text).toContain("not a language model");
  });
  it("says plainly what it can help with when it has nothing", () => {
    const text = composeOffline({ prompt: "Who won the cricket match?", language: "python", labs: [], help: [] });
    expect(text).toContain("I can help with:");
    expect(text).toMatch(/SyntaxError, IndentationError/);
  });
});

describe("wrong-answer explanations use the lecture's own text", () => {
  const leaves: KnownAssessment = {
    id: 5,
    question: "Why do leaves look green?",
    options: ["They reflect green light", "They absorb green light", "They are wet", "They are cold"],
    correct: "They reflect green light",
    lecture: {
      contentId: 11,
      name: "Light and colour",
      description:
        "Sunlight is a mix of colours. Leaves look green because chlorophyll reflects green light and absorbs red and blue. A red apple reflects red light.",
      chapter: "Light",
      course: "Science 7",
      courseId: 4,
    },
    siblings: [],
    answeredByCaller: true,
  };
  it("quotes the lecture sentence about the question even when it words the answer differently", () => {
    const text = explainKnownOffline(leaves, "They absorb green light");
    expect(text).toContain("The lecture “Light and colour” says: “Leaves look green because chlorophyll reflects green light and absorbs red and blue.”");
    expect(text).not.toContain("A red apple");
    expect(text).not.toContain("does not say more");
  });
});
