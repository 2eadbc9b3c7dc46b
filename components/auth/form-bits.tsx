"use client";
// Small shared pieces of the account forms.
import { useId, type InputHTMLAttributes } from "react";

export const inputClass = (invalid: boolean) =>
  `block w-full rounded-lg border bg-white px-3 py-2 text-sm text-ink-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 ${invalid ? "border-red-500" : "border-slate-300"}`;

export const primaryButton =
  "inline-flex w-full items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60";

export const linkButton = "font-semibold text-brand-700 underline-offset-2 hover:underline";

export function FieldError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

type TextFieldProps = { label: string; error?: string | null } & Omit<InputHTMLAttributes<HTMLInputElement>, "id">;

export function TextField({ label, error, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-700">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-1 ${inputClass(!!error)}`}
        {...input}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
