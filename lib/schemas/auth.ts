// Bodies of the auth calls (contract §3/§7). Shared by the route handlers and the client API.
import { z } from "zod";
import { emailSchema, USERNAME_RULE, usernameSchema } from "./people";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const email = emailSchema;

const newPassword = z
  .string({ message: "Password is required." })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`);

const optionalCode = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? null : v),
  z.string().trim().max(40, "Class code is too long.").nullable().optional(),
);

export { USERNAME_RULE };
const username = usernameSchema;

/** roles and organization are accepted for compatibility and ignored: the server decides both. */
export const signUpSchema = z.object({
  username,
  email,
  password: newPassword,
  course_code: optionalCode,
  recaptcha: z.string().max(20_000).nullish(),
  roles: z.unknown().optional(),
  organization: z.unknown().optional(),
});
export type SignUpBody = z.infer<typeof signUpSchema>;
/** What the sign-up dialog sends; roles and organization are the client's fixed values (lib/client/auth-api.ts). */
export type SignUpInput = Omit<z.input<typeof signUpSchema>, "roles" | "organization">;

/**
 * The sign-in form's `email` (contract §3) is an email address, or the username of a learner a teacher added
 * without one (printed on their class sheet).
 */
const emailOrUsername = z
  .string({ message: "Email is required." })
  .trim()
  .min(1, "Email is required.")
  .max(254, "Email is too long.")
  .transform((v, ctx) => {
    if (!v.includes("@")) return v;
    const parsed = email.safeParse(v);
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", message: parsed.error.issues[0]!.message });
      return z.NEVER;
    }
    return parsed.data;
  });

export const signInSchema = z.object({
  email: emailOrUsername,
  // Not length-checked against the policy: a long wrong password is simply wrong. Capped to bound hashing work.
  password: z.string({ message: "Password is required." }).min(1, "Password is required.").max(1024, "Invalid Password!"),
  recaptcha: z.string().max(20_000).nullish(),
});
export type SignInBody = z.infer<typeof signInSchema>;
export type SignInInput = z.input<typeof signInSchema>;

export const emailOnlySchema = z.object({ email });

export const verifyOtpSchema = z.object({
  email,
  OTP: z.preprocess(
    (v) => (typeof v === "number" ? String(v).padStart(6, "0") : typeof v === "string" ? v.trim() : v),
    z.string({ message: "Enter the 6-digit code from the email." }).regex(/^\d{6}$/, "Enter the 6-digit code from the email."),
  ),
});

/** The stored login record (spec §3/§9): what signin and verifyOTP answer, kept under local storage `user`. */
export const storedUserRecordSchema = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  /** Null for a learner a teacher added without an email address. */
  email: z.string().nullable(),
  roles: z.array(z.string()),
  organization: z.string().nullable(),
  org_id: z.number().int().nullable(),
  course_code: z.string().nullable(),
  accessToken: z.string(),
  /** Signed in with a one-time password from a class sheet: the learner must choose their own before anything else. */
  mustChangePassword: z.boolean(),
});
export type StoredUserRecord = z.infer<typeof storedUserRecordSchema>;
/** The sign-in answer: the stored record plus the message the form shows. One shape for server and client. */
export const signInRecordSchema = storedUserRecordSchema.extend({ message: z.string(), status: z.number().int() });
export type SignInRecord = z.infer<typeof signInRecordSchema>;

export const forgotPasswordSchema = z.object({ forgetEmail: email, recaptcha: z.string().max(20_000).nullish() });

export const resetPasswordSchema = z.object({
  resetToken: z
    .string({ message: "This reset link is invalid or has expired." })
    .trim()
    .min(1, "This reset link is invalid or has expired.")
    .max(200, "This reset link is invalid or has expired."),
  password: newPassword,
  confirmPassword: z.string({ message: "Please confirm the password." }),
});

/** After a one-time password: the learner's own password (POST /api/auth/set-password). */
export const setPasswordSchema = z.object({
  password: newPassword,
  confirmPassword: z.string({ message: "Please confirm the password." }),
});
export type SetPasswordInput = z.input<typeof setPasswordSchema>;

/** The code is typed as text by the dialog (the schema also takes a number and pads it). */
export type VerifyOtpInput = Omit<z.input<typeof verifyOtpSchema>, "OTP"> & { OTP: string };
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The answer of sign-up, the reset-link request, the password reset and logout. */
export const messageResponse = z.strictObject({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;
/** resendOTP answers its status in the body too (the dialog shows both). */
export const resendOtpResponse = z.strictObject({ message: z.string(), status: z.number().int() });
export type ResendOtpResponse = z.infer<typeof resendOtpResponse>;

/** GET /api/captcha/config: which captcha the forms show (ALTCHA by default, reCAPTCHA v3 when its keys are set). */
export const captchaConfigResponse = z.discriminatedUnion("provider", [
  z.strictObject({ provider: z.literal("altcha"), challengeUrl: z.string() }),
  z.strictObject({ provider: z.literal("recaptcha"), siteKey: z.string(), action: z.string() }),
]);
export type CaptchaConfig = z.infer<typeof captchaConfigResponse>;

/** GET /api/captcha/challenge: an ALTCHA v2 challenge as altcha-lib's createChallenge makes it (its `Challenge`). */
export const altchaChallengeResponse = z.strictObject({
  parameters: z.strictObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
  codeChallenge: z.strictObject({ image: z.string(), audio: z.string().optional(), length: z.number().optional() }).optional(),
});
export type AltchaChallenge = z.infer<typeof altchaChallengeResponse>;
