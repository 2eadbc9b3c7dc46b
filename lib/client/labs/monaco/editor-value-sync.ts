// Which of a page's `value` props an editor takes. Monaco owns what the learner types, and the page's copy of it
// (React state, set from the editor's change events) lags behind: Monaco's input events are not React's, so the
// render for a keystroke is scheduled, not immediate, and a slow laptop can fit more keystrokes in between. Writing
// every differing `value` into the editor, as a controlled editor does, then puts an older text back over newer
// keystrokes (lost characters, a jumping cursor). A value the editor itself reported is never written back; a value
// the page set from outside (Reset to starter code) is.

/** Past this many reports without the page catching up, the oldest are forgotten (a page that never echoes back). */
const REMEMBERED = 256;

export class EditorValueSync {
  /** What the editor reported since the page's value last matched it, oldest first. */
  private readonly reports = new Set<string>();

  /** The editor's text changed to `text` (by the learner, or by a write from here). */
  reported(text: string): void {
    this.reports.delete(text);
    this.reports.add(text);
    if (this.reports.size > REMEMBERED) this.reports.delete(this.reports.values().next().value as string);
  }

  /** The page renders `value` while the editor holds `held`: true when `value` must be written into the editor. */
  shouldWrite(value: string, held: string): boolean {
    if (value === held) {
      this.reports.clear();
      return false;
    }
    // An echo of the editor's own earlier text: the page has not caught up yet; its next render brings `held`.
    if (this.reports.has(value)) return false;
    this.reports.clear();
    return true;
  }
}
