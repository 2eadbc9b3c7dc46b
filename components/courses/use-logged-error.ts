"use client";
// Contract §8: course fetch and enrolment failures are logged. The screens still say what went wrong.
import { useEffect } from "react";

export function useLoggedError(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.error(`${what} failed:`, error);
  }, [error, what]);
}
