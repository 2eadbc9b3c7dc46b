// The auth calls of contract §7, as the screens use them (lib/api/contract/auth.ts).
import { endpoints } from "@/lib/api/endpoints";
import { ApiError } from "./api";
import { callApi } from "./call-api";
import { storeUser } from "./session/stored-user";

import type { ResendOtpResponse, ResetPasswordInput, SignInInput, SignInRecord, SignUpInput, VerifyOtpInput } from "@/lib/schemas/auth";

export type { CaptchaConfig } from "@/lib/schemas/auth";
export type { SignInRecord };

/** Contract §6: sign-up always sends roles ["user"] and organization [3]; the server decides anyway. */
export function signup(form: SignUpInput) {
  return callApi(endpoints.signUp, { body: { ...form, roles: ["user"], organization: [3] } });
}

/** Stores the record when the response carries a token (contract §4), then returns it. */
export async function signin(body: SignInInput): Promise<SignInRecord> {
  const record = await callApi(endpoints.signIn, { body });
  storeUser(record);
  return record;
}

/** Returns the whole response, including on error (contract §7). */
export async function resendOtp(email: string): Promise<ResendOtpResponse> {
  try {
    return await callApi(endpoints.resendOtp, { body: { email } });
  } catch (e) {
    if (e instanceof ApiError) return { message: e.message, status: e.status };
    throw e;
  }
}

export async function verifyOtp(body: VerifyOtpInput): Promise<SignInRecord> {
  const record = await callApi(endpoints.verifyOtp, { body });
  storeUser(record);
  return record;
}

export function sendForgetPasswordLink(forgetEmail: string, recaptcha: string) {
  return callApi(endpoints.sendResetLink, { body: { forgetEmail, recaptcha } });
}

export function forgetPassword(body: ResetPasswordInput) {
  return callApi(endpoints.resetPassword, { body });
}

export function captchaConfig() {
  return callApi(endpoints.captchaConfig, {});
}
