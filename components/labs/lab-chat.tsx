"use client";
// The lab page's side-panel assistant (POST /api/lab/chat). Nothing is sent for an empty question.
import { useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { ApiError } from "@/lib/client/api";
import { askLabChat, type LabLanguage } from "@/lib/client/labs/lab-api";
import { isOfflineFailure } from "@/lib/client/network";
import { OfflineNotice } from "@/components/shell/offline-notice";
import { texts } from "./texts";

type Reply = { kind: "answer" | "error"; text: string } | { kind: "offline"; question: string } | null;

function replyOf(chat: { data?: string; error: unknown; variables?: string }): Reply {
  if (chat.data !== undefined) return { kind: "answer", text: chat.data };
  const err = chat.error;
  if (!err) return null;
  if (isOfflineFailure(err)) return { kind: "offline", question: chat.variables ?? "" };
  return { kind: "error", text: err instanceof ApiError && err.status > 0 ? texts.error(err.message) : texts.chatError };
}

export function LabChat({ language }: { language?: LabLanguage }) {
  const [prompt, setPrompt] = useState("");
  const chat = useMutation({ mutationFn: (text: string) => askLabChat(language ? { prompt: text, language } : { prompt: text }) });
  const loading = chat.isPending;
  // The question stays on screen above its answer (and while it is being answered).
  const asked = chat.variables ?? null;
  const reply = replyOf(chat);
  const ask = (text: string) => chat.mutate(text);

  const send = (e: FormEvent) => {
    e.preventDefault();
    const text = prompt.trim();
    if (!text || loading) return;
    // The box empties for the next question; the question stays on screen above its answer.
    setPrompt("");
    ask(text);
  };

  return (
    <section aria-labelledby="lab-chat-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="lab-chat-title" className="text-base font-semibold">
        {texts.chatTitle}
      </h2>
      <p className="mt-1 text-sm text-ink-700">{texts.chatIntro}</p>
      <form onSubmit={send} className="mt-3 flex gap-2">
        <label htmlFor="lab-chat-input" className="sr-only">
          {texts.chatInputLabel}
        </label>
        <input
          id="lab-chat-input"
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          placeholder={texts.chatPlaceholder}
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 text-sm"
        />
        <button
          type="submit"
          disabled={loading}
          className="rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {texts.chatSend}
        </button>
      </form>
      <div aria-live="polite" data-testid="lab-chat-response" className="mt-3 text-sm">
        {asked && (
          <p data-testid="lab-chat-question" className="mb-2 rounded-lg bg-brand-50 px-3 py-2 text-ink-900">
            <span className="sr-only">{texts.chatYouAsked} </span>
            {asked}
          </p>
        )}
        {loading && <p className="text-ink-500">{texts.chatThinking}</p>}
        {reply?.kind === "offline" && <OfflineNotice compact onRetry={() => ask(reply.question)} />}
        {reply && reply.kind !== "offline" && <p className={`whitespace-pre-wrap ${reply.kind === "error" ? "text-red-700" : "text-ink-900"}`}>{reply.text}</p>}
      </div>
    </section>
  );
}
