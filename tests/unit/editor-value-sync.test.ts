import { EditorValueSync } from "@/lib/client/labs/monaco/editor-value-sync";

describe("EditorValueSync: the page's value reaches the editor only when it is not an older copy of what the editor holds", () => {
  it("a render that lags behind the learner's keystrokes does not put the older text back", () => {
    const sync = new EditorValueSync();
    // The learner types "p", "pr", "pri"; the page renders "p" while the editor already holds "pri".
    for (const text of ["p", "pr", "pri"]) sync.reported(text);
    expect(sync.shouldWrite("p", "pri")).toBe(false);
    expect(sync.shouldWrite("pr", "pri")).toBe(false);
    // Caught up.
    expect(sync.shouldWrite("pri", "pri")).toBe(false);
  });

  it("a value set by the page (Reset to starter code) is written, also right after typing", () => {
    const sync = new EditorValueSync();
    sync.reported("my own version");
    expect(sync.shouldWrite("print('starter')", "my own version")).toBe(true);
  });

  it("once the page has caught up, an earlier text the page sets again is written (the learner typed since)", () => {
    const sync = new EditorValueSync();
    sync.reported("a");
    sync.reported("ab");
    expect(sync.shouldWrite("ab", "ab")).toBe(false);
    sync.reported("abc");
    // The page sets "a" (not a lagging echo: "a" was reported before the page last caught up).
    expect(sync.shouldWrite("a", "abc")).toBe(true);
  });

  it("forgets the oldest reports when the page never echoes back", () => {
    const sync = new EditorValueSync();
    for (let i = 0; i <= 256; i++) sync.reported(`text ${i}`);
    expect(sync.shouldWrite("text 0", "text 256")).toBe(true);
    sync.reported("x");
    sync.reported("xy");
    expect(sync.shouldWrite("x", "xy")).toBe(false);
  });
});
