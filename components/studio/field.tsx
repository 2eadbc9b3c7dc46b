"use client";
// A labelled form field of the studio: its hint, and the server's message for it (role=alert) right under it.
import { useId, type ReactNode } from "react";

export type FieldProps = { id: string; "aria-describedby"?: string; "aria-invalid"?: true };

type Props = {
  label: string;
  hint?: string;
  error?: string | null;
  className?: string;
  /** Visually hidden label (a row of inputs whose column says what they are). */
  hideLabel?: boolean;
  children: (props: FieldProps) => ReactNode;
};

export function Field({ label, hint, error, className, hideLabel = false, children }: Props) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "block text-sm font-medium text-ink-900"}>
        {label}
      </label>
      <div className={hideLabel ? "" : "mt-1"}>{children({ id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}</div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-ink-500">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The server's message for `field` (its path, "questions.0.options.1"), when it named that field. */
export function errorFor(fieldError: { field: string; message: string } | null, field: string): string | null {
  return fieldError && fieldError.field === field ? fieldError.message : null;
}
