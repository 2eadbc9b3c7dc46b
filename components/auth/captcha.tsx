"use client";
// The account captcha: the self-hosted ALTCHA widget by default, reCAPTCHA v3 when the server has both
// keys (GET /api/captcha/config says which). The form asks for a token at submit time. Login shows the
// widget; sign-up and forgot-password use it invisibly (the proof of work starts when the dialog opens
// and a submit waits for it), so a person sees nothing while a bulk sender still pays per request.
import { useEffect, useImperativeHandle, useRef, type Ref } from "react";
import { useQuery } from "@tanstack/react-query";
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from "react-google-recaptcha-v3";
import { captchaConfig } from "@/lib/client/auth-api";
import { captchaKeys } from "@/lib/client/query-keys";

export type CaptchaHandle = { token: () => Promise<string | null>; reset: () => void };

type AltchaElement = HTMLElement & { reset?: () => void };

type AltchaElement2 = AltchaElement & { verify?: () => Promise<{ payload: string } | null> };

function AltchaCaptcha({ ref, challengeUrl, invisible }: { ref: Ref<CaptchaHandle>; challengeUrl: string; invisible: boolean }) {
  const el = useRef<AltchaElement2>(null);
  const payload = useRef<string | null>(null);

  useEffect(() => {
    void import("altcha");
    const w = el.current;
    if (!w) return;
    const onState = (e: Event) => {
      const d = (e as CustomEvent<{ state: string; payload?: string | null }>).detail;
      payload.current = d.state === "verified" ? (d.payload ?? null) : null;
    };
    w.addEventListener("statechange", onState);
    return () => w.removeEventListener("statechange", onState);
  }, []);

  useImperativeHandle(ref, () => ({
    token: async () => {
      if (payload.current || !invisible) return payload.current;
      // Not solved yet (the dialog was just opened): solve now and wait.
      const solved = await el.current?.verify?.().catch(() => null);
      return solved?.payload ?? payload.current;
    },
    reset: () => {
      payload.current = null;
      el.current?.reset?.();
    },
  }));

  if (invisible) {
    return (
      <div data-testid="captcha" data-invisible="true" hidden>
        <altcha-widget ref={el} challenge={challengeUrl} name="altcha" display="invisible" auto="onload" />
      </div>
    );
  }
  return (
    <div className="min-h-[74px]" data-testid="captcha">
      <altcha-widget ref={el} challenge={challengeUrl} name="altcha" style={{ "--altcha-max-width": "100%" } as React.CSSProperties} />
    </div>
  );
}

function RecaptchaInner({ ref, action }: { ref: Ref<CaptchaHandle>; action: string }) {
  const { executeRecaptcha } = useGoogleReCaptcha();
  useImperativeHandle(
    ref,
    () => ({
      token: async () => (executeRecaptcha ? executeRecaptcha(action).catch(() => null) : null),
      reset: () => undefined,
    }),
    [executeRecaptcha, action],
  );
  return <p className="text-xs text-ink-500">This form is protected by reCAPTCHA.</p>;
}

export function Captcha({ ref, invisible = false, action }: { ref: Ref<CaptchaHandle>; invisible?: boolean; action?: "login" | "signup" | "forgot" }) {
  const { data, isError } = useQuery({ queryKey: captchaKeys.config, queryFn: captchaConfig, staleTime: Infinity });
  if (isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        The captcha could not be loaded. Check your connection and reopen this window.
      </p>
    );
  if (!data)
    return invisible ? null : (
      <p className="min-h-[74px] text-sm text-ink-500" role="status">
        Loading captcha…
      </p>
    );
  if (data.provider === "recaptcha") {
    return (
      <GoogleReCaptchaProvider reCaptchaKey={data.siteKey}>
        <RecaptchaInner ref={ref} action={action ?? data.action} />
      </GoogleReCaptchaProvider>
    );
  }
  return <AltchaCaptcha ref={ref} challengeUrl={data.challengeUrl} invisible={invisible} />;
}
