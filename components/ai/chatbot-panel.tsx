"use client";
// The chat assistant's panel: the last question and answer, and the message box (focused when it opens).
import { useEffect, useRef, type FormEvent, type KeyboardEvent } from "react";
import { AI_LIMITS } from "@/lib/schemas/ai-limits";
import { OfflineNotice } from "@/components/shell/offline-notice";
import { Spinner } from "./spinner";
import { texts } from "./texts";

export type Reply = { kind: "answer"; text: string } | { kind: "error"; text: string } | { kind: "offline" };

type Props = {
  panelId: string;
  titleId: string;
  message: string;
  onMessage: (message: string) => void;
  asked: string | null;
  reply: Reply | null;
  loading: boolean;
  onSubmit: (e: FormEvent) => void;
  onRetry: () => void;
  onClose: () => void;
  onKeyDown: (e: KeyboardEvent) => void;
};

export function ChatbotPanel({ panelId, titleId, message, onMessage, asked, reply, loading, onSubmit, onRetry, onClose, onKeyDown }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);

  return (
    <div
      id={panelId}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className="fixed bottom-24 right-4 z-40 flex h-[30em] max-h-chat w-[calc(100vw-2rem)] max-w-chat flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl sm:w-[26rem]"
    >
      <header className="flex items-center justify-between gap-2 border-b border-slate-200 bg-brand-600 px-4 py-3 text-white">
        <h2 id={titleId} className="text-base font-semibold">
          {texts.chatTitle}
        </h2>
        <button type="button" onClick={onClose} aria-label={texts.chatClose} className="rounded-md p-1 hover:bg-brand-700 focus-visible:outline-white">
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      <div className="flex-1 space-y-3 overflow-y-auto px-4 py-3 text-sm" data-testid="chat-log">
        {!asked && <p className="text-ink-500">{texts.chatIntro}</p>}
        {asked && <p className="ml-auto w-fit max-w-[85%] whitespace-pre-wrap rounded-2xl rounded-br-sm bg-brand-600 px-3 py-2 text-white">{asked}</p>}
        {loading && <Spinner label={texts.chatThinking} />}
        <div aria-live="polite">
          {reply?.kind === "answer" && (
            <p data-testid="chat-answer" className="w-fit max-w-[95%] whitespace-pre-wrap rounded-2xl rounded-bl-sm bg-slate-100 px-3 py-2 text-ink-900">
              {reply.text}
            </p>
          )}
          {reply?.kind === "offline" && <OfflineNotice compact onRetry={onRetry} />}
          {reply?.kind === "error" && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800">
              {reply.text}
            </p>
          )}
        </div>
      </div>
      <form onSubmit={onSubmit} className="flex gap-2 border-t border-slate-200 p-3">
        <label htmlFor={`${panelId}-input`} className="sr-only">
          {texts.chatInputLabel}
        </label>
        <input
          id={`${panelId}-input`}
          ref={inputRef}
          value={message}
          onChange={(e) => onMessage(e.target.value)}
          maxLength={AI_LIMITS.message}
          placeholder={texts.chatPlaceholder}
          autoComplete="off"
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none"
        />
        <button
          type="submit"
          disabled={!message.trim() || loading}
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300"
        >
          {texts.chatSend}
        </button>
      </form>
    </div>
  );
}
