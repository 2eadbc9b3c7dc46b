// Messages from the JavaScript sandbox (iframe + worker) to the lab page.
export type BarDatum = { label: string; value: number };

export type SandboxEvent =
  | { type: "log"; level: "log" | "info" | "warn" | "error"; text: string }
  | { type: "html"; html: string }
  | { type: "chart"; bars: BarDatum[] }
  | { type: "error"; message: string }
  /** The learner's code has returned and the cell's test code starts (checked cells). */
  | { type: "check-start" }
  | { type: "done" };
