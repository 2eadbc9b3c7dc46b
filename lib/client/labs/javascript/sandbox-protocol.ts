// Messages from the JavaScript sandbox (iframe + worker) to the lab page.
export type BarDatum = { label: string; value: number };

export type SandboxEvent =
  | { type: "log"; level: "log" | "info" | "warn" | "error"; text: string }
  | { type: "html"; html: string }
  | { type: "chart"; bars: BarDatum[] }
  /** `line`: where in the run's source (the cell's code, then its tests: checkedSource) it happened, when known. */
  | { type: "error"; message: string; line?: number }
  /** prompt(message) waits for a line: the page answers with { input: line } (or { input: null }) to the frame. */
  | { type: "input-request"; message: string }
  /** The learner's code has returned and the cell's test code starts (checked cells). */
  | { type: "check-start" }
  | { type: "done" };
