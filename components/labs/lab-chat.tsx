"use client";
// The lab page's side-panel assistant (POST /api/lab/chat). Nothing is sent for an empty question.
import { useState, type FormEvent } from "react";
import { ApiError } from "@/lib/client/api";
import { askLabChat, type LabLanguage } from "@/lib/client/labs/lab-api";
import { isOfflineFailure } from "@/lib/client/network";
import { OfflineNotice } from "@/components/shell/offline-notice";
import { texts } from "./texts";

type Reply = { kind: "answer" | "error"; text: string } | { kind: "offline"; question: string } | null;

export function LabChat({ language }: { language?: LabLanguage }) {
  const [prompt, setPrompt] = useState("");
  const [reply, setReply] = useState<Reply>(null);
  const [loading, setLoading] = useState(false);

  const [asked, setAsked] = useState<string | null>(null);

  const ask = async (text: string) => {
    setLoading(true);
    setReply(null);
    setAsked(text);
    try {
      const response = await askLabChat(language ? { prompt: text, language } : { prompt: text });
      setReply({ kind: "answer", text: response });
    } catch (err) {
      if (isOfflineFailure(err)) setReply({ kind: "offline", question: text });
      else setReply({ kind: "error", text: err instanceof ApiError && err.status > 0 ? texts.error(err.message) : texts.chatError });
    } finally {
      setLoading(false);
    }
  };

  const send = (e: FormEvent) => {
    e.preventDefault();
    const text = prompt.trim();
    if (!text || loading) return;
    // The box empties for the next question; the question stays on screen above its answer.
    setPrompt("");
    void ask(text);
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
        {reply?.kind === "offline" && <OfflineNotice compact onRetry={() => void ask(reply.question)} />}
        {reply && reply.kind !== "offline" && <p className={`whitespace-pre-wrap ${reply.kind === "error" ? "text-red-700" : "text-ink-900"}`}>{reply.text}</p>}
      </div>
    </section>
  );
}
