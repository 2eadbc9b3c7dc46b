// GET /api/captcha/config – which captcha the login form shows (ALTCHA, or reCAPTCHA v3 with its site key).
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { captchaConfig } from "@/lib/server/captcha/verify-captcha";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.captchaConfig, () => captchaConfig());
