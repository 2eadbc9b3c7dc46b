// GET /api/captcha/challenge – a fresh, signed, expiring ALTCHA proof-of-work challenge (creates no state).
import { handle, reply } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { createAltchaChallenge } from "@/lib/server/captcha/altcha";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.captchaChallenge, async () => reply(await createAltchaChallenge(), { headers: { "cache-control": "no-store" } }));
