// What a teacher sees for a class id that is not theirs (the server answers 404 "Class not found" alike for a
// class that does not exist and one run by someone else).
import { Link } from "react-router";
import { secondaryButton } from "./ui";
import { texts } from "./texts";

export function ClassNotFound({ title = texts.classNotFound }: { title?: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <div role="alert" className="rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold text-ink-900">{title}</h1>
        <p className="mt-3 text-ink-700">{texts.classNotFoundBody}</p>
        <div className="mt-6 flex justify-center">
          <Link to="/teacher" className={secondaryButton}>
            {texts.myClassesTitle}
          </Link>
        </div>
      </div>
    </div>
  );
}
