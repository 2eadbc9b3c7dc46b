"use client";
// Reordering chapters and lessons: by drag (a handle drags its row; HTML drag and drop; the page scrolls when the
// pointer nears the window's edge) and by keyboard (Move up / Move down buttons, which keep the focus on the moved
// row's button), each move said in a polite live region.
import { createContext, useCallback, useContext, useEffect, useRef, useState, type DragEvent, type ReactNode } from "react";
import { texts } from "./texts";

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

// ---- Announcements ----
const AnnounceContext = createContext<(message: string) => void>(() => undefined);
export const useAnnounce = () => useContext(AnnounceContext);

/** One polite live region for the page: moves, deletions and their failures are said there. */
export function Announcer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState({ text: "", n: 0 });
  // The same words twice (two moves down in a row) must still be read: a changing key re-creates the node.
  const announce = useCallback((text: string) => setMessage((m) => ({ text, n: m.n + 1 })), []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div aria-live="polite" role="status" className="sr-only" data-testid="studio-announcer">
        <span key={message.n}>{message.text}</span>
      </div>
    </AnnounceContext.Provider>
  );
}

// ---- Focus after a keyboard move ----
type FocusAfter<T> = { key: string; dir: "up" | "down"; moved: (data: T) => boolean };

/**
 * After a keyboard move the row's button keeps the focus (or its other button, when the row reached either end of
 * the list and its own is disabled). `focusAfterMove` is called at the move; the focus is placed once `data` (the
 * course) shows the move, i.e. after the list is drawn in its new order.
 */
export function useFocusAfterMove<T>(data: T) {
  const pending = useRef<FocusAfter<T> | null>(null);
  useEffect(() => {
    const p = pending.current;
    if (!p || !p.moved(data)) return;
    pending.current = null;
    const own = document.querySelector<HTMLButtonElement>(`[data-move="${p.key}:${p.dir}"]`);
    const other = document.querySelector<HTMLButtonElement>(`[data-move="${p.key}:${p.dir === "up" ? "down" : "up"}"]`);
    (own && !own.disabled ? own : other)?.focus();
  }, [data]);
  return useCallback((key: string, dir: "up" | "down", moved: (data: T) => boolean) => {
    pending.current = { key, dir, moved };
  }, []);
}

const moveButton =
  "grid h-8 w-8 place-items-center rounded-md border border-slate-300 bg-white text-ink-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40";

export function MoveButtons({
  moveKey,
  name,
  index,
  count,
  onMove,
}: {
  moveKey: string;
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
}) {
  return (
    <span className="flex gap-1">
      <button
        type="button"
        className={moveButton}
        data-move={`${moveKey}:up`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
        aria-label={texts.moveUpNamed(name)}
        title={texts.moveUp}
      >
        <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true">
          <path d="M5 12l5-5 5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <button
        type="button"
        className={moveButton}
        data-move={`${moveKey}:down`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
        aria-label={texts.moveDownNamed(name)}
        title={texts.moveDown}
      >
        <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true">
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </span>
  );
}

// ---- Drag and drop ----
/** What is being dragged: a chapter, or a lesson (with the chapter it comes from). One drag at a time. */
export type Dragged = { type: "chapter"; id: number } | { type: "content"; id: number; chapterId: number };
let dragged: Dragged | null = null;

// ---- Scrolling while dragging ----
// A long course is taller than the window: while a row is dragged, holding the pointer near the window's top or
// bottom edge scrolls the page, faster the nearer the edge, so a lesson can be dropped on a row that was out of
// view. The scroll runs every frame from the pointer's last place: a browser sends no drag events while the pointer
// rests, and resting near the edge is how a person asks for more.
const EDGE_PX = 72;
const FASTEST_PX_PER_FRAME = 18;
let autoScroll: { y: number; frame: number } | null = null;
const POINTER_EVENTS = ["drag", "dragenter", "dragover"] as const;

/** How far to scroll this frame for a pointer at y in a window h tall (negative: up). */
export function edgeScrollStep(y: number, h: number): number {
  const edge = Math.min(EDGE_PX, h / 4);
  const depth = y < edge ? y - edge : y > h - edge ? y - (h - edge) : 0;
  return Math.round((Math.max(-edge, Math.min(edge, depth)) / edge) * FASTEST_PX_PER_FRAME);
}

function followPointer(e: globalThis.DragEvent) {
  // Chrome ends a drag with a last drag event at (0, 0), and Firefox's drag events all say 0, 0: not the pointer.
  if (autoScroll && (e.clientX !== 0 || e.clientY !== 0)) autoScroll.y = e.clientY;
}

function scrollFrame() {
  if (!autoScroll) return;
  const step = edgeScrollStep(autoScroll.y, window.innerHeight);
  if (step !== 0) window.scrollBy(0, step);
  autoScroll.frame = requestAnimationFrame(scrollFrame);
}

function startAutoScroll(y: number) {
  stopAutoScroll();
  autoScroll = { y, frame: requestAnimationFrame(scrollFrame) };
  // Where the pointer is: Chrome tells it in the dragged row's drag events, Firefox only in dragenter and dragover
  // (its drag events say 0, 0). In the capture phase: a drop target stops its events' propagation (useDropTarget).
  for (const type of POINTER_EVENTS) document.addEventListener(type, followPointer, true);
  // The dragged row may be re-drawn elsewhere (or removed) before its own dragend: a drop or an end anywhere stops.
  document.addEventListener("drop", stopAutoScroll, true);
  document.addEventListener("dragend", stopAutoScroll, true);
}

function stopAutoScroll() {
  if (!autoScroll) return;
  cancelAnimationFrame(autoScroll.frame);
  autoScroll = null;
  for (const type of POINTER_EVENTS) document.removeEventListener(type, followPointer, true);
  document.removeEventListener("drop", stopAutoScroll, true);
  document.removeEventListener("dragend", stopAutoScroll, true);
}

/** The handle that drags its row (its header line is the drag image). Mouse only: keyboards use Move up/down. */
export function DragHandle({ item, name }: { item: Dragged; name: string }) {
  return (
    <span
      draggable
      aria-hidden="true"
      title={texts.dragHandle(name)}
      data-testid="drag-handle"
      onDragStart={(e) => {
        dragged = item;
        e.dataTransfer.effectAllowed = "move";
        e.dataTransfer.setData("text/plain", `${item.type}:${item.id}`);
        // The row's header line is the drag image: a whole row with its open editor can be too tall for one, and
        // Chrome then cancels the drag.
        const header = e.currentTarget.parentElement;
        if (header) e.dataTransfer.setDragImage(header, 16, 16);
        startAutoScroll(e.clientY);
      }}
      onDragEnd={() => {
        dragged = null;
        stopAutoScroll();
      }}
      className="grid h-8 w-6 shrink-0 cursor-grab place-items-center rounded text-ink-500 hover:bg-slate-100 active:cursor-grabbing"
    >
      <svg viewBox="0 0 20 20" width="14" height="14">
        <circle cx="7" cy="5" r="1.5" fill="currentColor" />
        <circle cx="13" cy="5" r="1.5" fill="currentColor" />
        <circle cx="7" cy="10" r="1.5" fill="currentColor" />
        <circle cx="13" cy="10" r="1.5" fill="currentColor" />
        <circle cx="7" cy="15" r="1.5" fill="currentColor" />
        <circle cx="13" cy="15" r="1.5" fill="currentColor" />
      </svg>
    </span>
  );
}

/**
 * A row that takes a drop: `accepts` says whether what is dragged may land here; `onDrop` receives it. The row
 * is outlined while something it accepts is over it.
 */
export function useDropTarget(accepts: (d: Dragged) => boolean, onDrop: (d: Dragged) => void) {
  const [over, setOver] = useState(false);
  const props = {
    onDragOver: (e: DragEvent) => {
      if (!dragged || !accepts(dragged)) return;
      e.preventDefault();
      e.stopPropagation();
      e.dataTransfer.dropEffect = "move";
      setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop: (e: DragEvent) => {
      setOver(false);
      if (!dragged || !accepts(dragged)) return;
      e.preventDefault();
      e.stopPropagation();
      const d = dragged;
      dragged = null;
      onDrop(d);
    },
  };
  return { over, props };
}
