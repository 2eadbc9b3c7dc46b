// GET /api/captcha/challenge – a fresh, signed, expiring ALTCHA proof-of-work challenge (creates no state).
import { NextResponse } from "next/server";
import { route } from "@/lib/http";
import { createAltchaChallenge } from "@/lib/server/captcha/altcha";

export const dynamic = "force-dynamic";

export const GET = route(async () => NextResponse.json(await createAltchaChallenge(), { headers: { "cache-control": "no-store" } }), {
  limits: ["captcha-challenge"],
});
