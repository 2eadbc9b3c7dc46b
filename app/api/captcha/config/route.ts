// GET /api/captcha/config – which captcha the login form shows (ALTCHA, or reCAPTCHA v3 with its site key).
import { route } from "@/lib/http";
import { captchaConfig } from "@/lib/server/captcha/verify-captcha";

export const dynamic = "force-dynamic";

export const GET = route(() => captchaConfig());
