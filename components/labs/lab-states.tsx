"use client";
// Loading, empty and failed states of the labs loaded by id (spec §2, §4).
import { useNavigate } from "react-router";
import { Spinner } from "@/components/ai/spinner";
import { texts } from "./texts";

export function LabLoading() {
  return (
    <div className="mx-auto max-w-3xl px-6 py-16">
      <Spinner label={texts.loading} />
    </div>
  );
}

export function LabEmpty({ labId, java = false }: { labId: string; java?: boolean }) {
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-3xl px-6 py-16 text-center">
      <h1 className="text-2xl font-bold text-ink-900">{java ? texts.emptyJava : texts.empty}</h1>
      <p className="mt-3 text-ink-700">{texts.noCells(labId)}</p>
      <button type="button" onClick={() => navigate(-1)} className="mt-6 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">{texts.goBack}</button>
    </section>
  );
}

export function LabLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="mx-auto max-w-3xl px-6 py-16 text-center">
      <p role="alert" className="text-red-800">{texts.loadError}</p>
      <button type="button" onClick={onRetry} className="mt-6 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">{texts.retry}</button>
    </section>
  );
}
