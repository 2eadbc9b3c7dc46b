"use client";
// The write of an account dialog that spends a captcha solution (login, sign-up, forgot password): the
// solution is asked for first, with the button already busy, and the widget is reset after any failure
// because the server has spent that solution either way.
import type { RefObject } from "react";
import { useMutation } from "@tanstack/react-query";
import type { CaptchaHandle } from "./captcha";
import { texts } from "./texts";

class CaptchaUnsolved extends Error {}

type Handlers<TInput, TResult> = {
  onSuccess: (result: TResult, input: TInput) => void;
  onError: (error: unknown, input: TInput) => void;
};

export function useCaptchaMutation<TInput, TResult>(
  captcha: RefObject<CaptchaHandle | null>,
  send: (input: TInput, recaptcha: string) => Promise<TResult>,
  { onSuccess, onError }: Handlers<TInput, TResult>,
) {
  return useMutation({
    mutationFn: async (input: TInput) => {
      const recaptcha = await captcha.current?.token();
      if (!recaptcha) throw new CaptchaUnsolved();
      return send(input, recaptcha);
    },
    onSuccess,
    onError: (error, input) => {
      if (error instanceof CaptchaUnsolved) {
        window.alert(texts.verifyCaptcha);
        return;
      }
      captcha.current?.reset();
      onError(error, input);
    },
  });
}
