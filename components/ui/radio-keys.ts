// Keyboard for a group of radio buttons whose choice does something (answers a question, opens a lesson).
// A browser's own radio group moves the choice with the arrow keys, so arrowing through the options would
// answer a question with whatever option the arrow lands on, or open every lesson on the way. Here the arrows
// (and Home, End) move only the focus; Space or Enter chooses the focused option, as a click does.
import type { KeyboardEvent } from "react";

const MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** onKeyDown for the element holding the radios (a fieldset, a list). */
export function radioFocusKeys(e: KeyboardEvent<HTMLElement>) {
  const target = e.target;
  if (!(target instanceof HTMLInputElement) || target.type !== "radio" || e.altKey || e.ctrlKey || e.metaKey) return;
  if (e.key === "Enter") {
    e.preventDefault();
    if (!target.checked && target.getAttribute("aria-disabled") !== "true") target.click();
    return;
  }
  const move = MOVES[e.key];
  if (!move) return;
  e.preventDefault();
  const radios = [...e.currentTarget.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter((r) => !r.disabled);
  const at = radios.indexOf(target);
  if (at < 0 || radios.length === 0) return;
  radios[move(at, radios.length)]!.focus();
}
