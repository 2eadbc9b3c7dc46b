// One interface for running a lab cell, whatever its language (the screens never ask which): start (prepare),
// run, stop, input, and the result a check is judged from. lib/labs/languages.ts says where each language runs
// and where its checks are judged; registry.ts makes the runtime of a language.
import type { BarDatum } from "@/lib/client/labs/javascript/sandbox-protocol";
import type { CheckResult, OutputMatch } from "@/lib/client/labs/lab-api";
import type { TurtleDrawing } from "@/lib/labs/turtle-drawing";
import type { OutputChunk } from "../cell-output";

export type CellChecks = { expectedOutput: string | null; outputMatch: OutputMatch; testCode: string | null };

/** Where a run's output and requests go: the cell's output box, its input box, plot, visual and chart areas. */
export type RunIO = {
  /** Appends text as it comes (a chunk may end mid-line). */
  write(kind: OutputChunk["kind"], text: string): void;
  /** Appends a whole line. */
  line(kind: OutputChunk["kind"], text: string): void;
  /** The program waits for a line of input (an interactive language). */
  askInput(): void;
  plot(pngBase64: string): void;
  /** What a Python cell drew with turtle (shown once the cell has run). */
  turtle(drawing: TurtleDrawing): void;
  html(html: string): void;
  chart(bars: BarDatum[]): void;
  /** A server run waiting for a free sandbox: how many are ahead (null once it runs). */
  waiting(ahead: number | null): void;
};

export type RunRequest = {
  code: string;
  /** Input given before the run (languages whose input is "upfront"). */
  stdin: string;
  checks: CellChecks | null;
  /** The stored cell: a server run judges its checks and records the run itself. */
  cellId?: string;
};

export type RunResult =
  /** Nothing ran (the runtime was not ready, the server refused): no verdict, nothing to report. */
  | { status: "not-run" }
  | { status: "stopped" }
  | {
      status: "done";
      /** What the learner's code printed (the checks compare it). */
      printed: string;
      codeError: string | null;
      testError: string | null;
      testsRan: boolean;
      /** The server's verdict, when the server judged the checks. */
      check?: CheckResult;
      /** The lines given to the program's input while it ran (a verification on the server replays them). */
      inputs: string[];
    };

export type CellRuntime = {
  /** Whether a run can start now (Python: once the page's interpreter exists). */
  available: boolean;
  /** Starts what the first run will need (a sandbox's document, say) without running anything. */
  prepare(): void;
  run(request: RunRequest, io: RunIO): Promise<RunResult>;
  stop(): void;
  input(line: string): void;
  dispose(): void;
};
