"use client";
// Lab screens arrive with the coding-labs issue; until then each lab route says so plainly.
import { Link } from "react-router";

function LabsNotOpen({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-ink-700">Coding labs for Python, JavaScript and Java are not open on this server yet.</p>
      <Link to="/courses" className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white">Browse courses</Link>
    </section>
  );
}

export const LabActivitiesPage = () => <LabsNotOpen title="Lab Activities" />;
export const LabCreatorPage = () => <LabsNotOpen title="Lab Creator" />;
export const PythonLabPage = () => <LabsNotOpen title="Python Lab" />;
export const IntroPythonLabPage = () => <LabsNotOpen title="Introduction to Python" />;
export const JavaScriptLabPage = () => <LabsNotOpen title="JavaScript Lab" />;
export const JavaLabPage = () => <LabsNotOpen title="Java Lab" />;
