// POST /api/auth/logout – revokes the presented token(s) and clears the session cookie.
import { NextResponse } from "next/server";
import { route } from "@/lib/http";
import { logout } from "@/lib/server/auth/logout";
import { clearSessionCookieHeader } from "@/lib/server/auth/cookie";

export const POST = route(async ({ req }) => {
  await logout(req);
  return NextResponse.json({ message: "Logged out." }, { headers: { "set-cookie": clearSessionCookieHeader() } });
});
