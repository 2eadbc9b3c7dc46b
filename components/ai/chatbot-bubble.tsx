"use client";
// The floating chat assistant (contract §2 Home): a bubble bottom-right that opens and closes a chat panel.
// The panel's code loads when the bubble is first opened; the conversation state lives here.
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { ApiError } from "@/lib/client/api";
import { sendChatMessage } from "@/lib/client/ai-api";
import { isOfflineFailure } from "@/lib/client/network";
import type { Reply } from "./chatbot-panel";
import { texts } from "./texts";

const loadPanel = () => import("./chatbot-panel").then((m) => ({ default: m.ChatbotPanel }));
const ChatbotPanel = lazy(loadPanel);

function errorText(e: unknown): string {
  // A response from the server carries its own message; anything else (network, malformed) is generic.
  if (e instanceof ApiError && e.status > 0) {
    const body = e.body as { message?: unknown } | null;
    if (typeof body?.message === "string" && body.message) return texts.chatServerError(body.message);
  }
  return texts.chatError;
}

function replyOf(chat: { data?: string; error: unknown }): Reply | null {
  if (chat.data !== undefined) return { kind: "answer", text: chat.data };
  if (!chat.error) return null;
  return isOfflineFailure(chat.error) ? { kind: "offline" } : { kind: "error", text: errorText(chat.error) };
}

export function ChatbotBubble() {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const bubbleRef = useRef<HTMLButtonElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const wasOpen = useRef(false);
  const panelId = useId();
  const titleId = useId();
  // The panel shows the latest question and its answer; a question asked again, or the panel closed,
  // cancels the one still being answered.
  const chat = useMutation({
    mutationFn: (text: string) => {
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      return sendChatMessage(text, controller.signal);
    },
    onSuccess: () => setMessage(""),
  });

  // Opening focuses the message box (the panel does it once mounted); closing returns focus to the bubble.
  useEffect(() => {
    if (!open && wasOpen.current) bubbleRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => () => abortRef.current?.abort(), []);

  // Fetch the panel's code while the browser is idle, so the chat still opens (and says "You are
  // offline") when the network drops later.
  useEffect(() => {
    const id = window.setTimeout(() => void loadPanel().catch(() => undefined), 3000);
    return () => window.clearTimeout(id);
  }, []);

  const close = () => {
    abortRef.current?.abort();
    chat.reset();
    setOpen(false);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = message.trim();
    if (!text || chat.isPending) return;
    chat.mutate(text);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape") {
      e.stopPropagation();
      close();
    }
  };

  return (
    <>
      {open && (
        <Suspense fallback={null}>
          <ChatbotPanel
            panelId={panelId}
            titleId={titleId}
            message={message}
            onMessage={setMessage}
            asked={chat.variables ?? null}
            reply={replyOf(chat)}
            loading={chat.isPending}
            onSubmit={submit}
            onRetry={() => chat.variables && chat.mutate(chat.variables)}
            onClose={close}
            onKeyDown={onKeyDown}
          />
        </Suspense>
      )}
      <button
        ref={bubbleRef}
        type="button"
        onClick={() => (open ? close() : setOpen(true))}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={texts.chatBubble}
        onKeyDown={(e) => open && onKeyDown(e)}
        className="fixed bottom-4 right-4 z-40 grid h-14 w-14 place-items-center rounded-full bg-brand-600 text-white shadow-lg transition hover:bg-brand-700"
      >
        {open ? (
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        ) : (
          <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" fill="none">
            <path d="M4 5h16v11H9l-5 4V5z" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
            <path d="M8 10h8M8 13h5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        )}
      </button>
    </>
  );
}
