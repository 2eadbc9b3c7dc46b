// The auth calls of contract §7, as the screens use them.
import { api, ApiError } from "./api";
import { storeUser } from "./session/stored-user";

import type {
  ForgotPasswordInput,
  MessageResponse,
  ResendOtpResponse,
  ResetPasswordInput,
  SignInInput,
  SignInRecord,
  SignUpInput,
  VerifyOtpInput,
} from "@/lib/schemas/auth";

export type { SignInRecord };
export type CaptchaConfig = { provider: "altcha"; challengeUrl: string } | { provider: "recaptcha"; siteKey: string; action: string };

/** Contract §6: sign-up always sends roles ["user"] and organization [3]; the server decides anyway. */
export function signup(form: SignUpInput) {
  return api<MessageResponse>("/api/auth/signup", { method: "POST", body: { ...form, roles: ["user"], organization: [3] } });
}

/** Stores the record when the response carries a token (contract §4), then returns it. */
export async function signin(body: SignInInput): Promise<SignInRecord> {
  const record = await api<SignInRecord>("/api/auth/signin", { method: "POST", body });
  storeUser(record);
  return record;
}

/** Returns the whole response, including on error (contract §7). */
export async function resendOtp(email: string): Promise<ResendOtpResponse> {
  try {
    return await api<ResendOtpResponse>("/api/auth/resendOTP", { method: "POST", body: { email } });
  } catch (e) {
    if (e instanceof ApiError) return { message: e.message, status: e.status };
    throw e;
  }
}

export async function verifyOtp(body: VerifyOtpInput): Promise<SignInRecord> {
  const record = await api<SignInRecord>("/api/auth/verifyOTP", { method: "POST", body });
  storeUser(record);
  return record;
}

export function sendForgetPasswordLink(forgetEmail: string, recaptcha: string) {
  return api<MessageResponse>("/api/auth/sendForgetPasswordLink", { method: "POST", body: { forgetEmail, recaptcha } satisfies ForgotPasswordInput });
}

export function forgetPassword(body: ResetPasswordInput) {
  return api<MessageResponse>("/api/auth/forgetPassword", { method: "POST", body });
}

export function captchaConfig() {
  return api<CaptchaConfig>("/api/captcha/config");
}
