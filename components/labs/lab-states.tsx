"use client";
// Loading, empty and failed states of the labs loaded by id (contract §2, §4).
import { Link, useNavigate } from "react-router";
import { Spinner } from "@/components/ai/spinner";
import { OfflineNotice } from "@/components/shell/offline-notice";
import { isNetworkFailure } from "@/lib/client/network";
import type { LabFamily } from "@/lib/labs/languages";
import { texts } from "./texts";

export function LabLoading() {
  return (
    <div className="mx-auto max-w-3xl px-6 py-16">
      <Spinner label={texts.loading} />
    </div>
  );
}

export function LabEmpty({ labId, family = "lab" }: { labId: string; family?: LabFamily }) {
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-3xl px-6 py-16 text-center">
      <h1 className="text-2xl font-bold text-ink-900">{family === "java-lab" ? texts.emptyJava : texts.empty}</h1>
      <p className="mt-3 text-ink-700">{texts.noCells(labId)}</p>
      <button type="button" onClick={() => navigate(-1)} className="mt-6 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        {texts.goBack}
      </button>
    </section>
  );
}

/** /Coder or /JavaCoder opened without ?lab_id=: nothing to look up, so say how to pick a lab. */
export function LabNoId({ family = "lab" }: { family?: LabFamily }) {
  return (
    <section className="mx-auto max-w-3xl px-6 py-16 text-center">
      <h1 className="text-2xl font-bold text-ink-900">{family === "java-lab" ? texts.emptyJava : texts.empty}</h1>
      <p className="mt-3 text-ink-700">{texts.noLabChosen}</p>
      <Link to="/LabActivities" className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        {texts.openLabActivities}
      </Link>
    </section>
  );
}

/** The server refused the address (e.g. 400 "Lab ID must be a valid number"): its own words, no retry. */
export function LabRefused({ family = "lab", message }: { family?: LabFamily; message: string }) {
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-3xl px-6 py-16 text-center">
      <h1 className="text-2xl font-bold text-ink-900">{family === "java-lab" ? texts.emptyJava : texts.empty}</h1>
      <p role="alert" className="mt-3 text-red-800">
        {message}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          onClick={() => navigate(-1)}
          className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-ink-700 hover:bg-slate-50"
        >
          {texts.goBack}
        </button>
        <Link to="/LabActivities" className="inline-flex items-center rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
          {texts.openLabActivities}
        </Link>
      </div>
    </section>
  );
}

export function LabLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isNetworkFailure(error)) return <OfflineNotice onRetry={onRetry} />;
  return (
    <section className="mx-auto max-w-3xl px-6 py-16 text-center">
      <p role="alert" className="text-red-800">
        {texts.loadError}
      </p>
      <button type="button" onClick={onRetry} className="mt-6 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        {texts.retry}
      </button>
    </section>
  );
}
