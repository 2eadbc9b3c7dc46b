// POST /api/auth/signup – a new unverified learner; the 6-digit code goes to their email.
import { NextResponse } from "next/server";
import { route, parseAuthBody } from "@/lib/http";
import { signUpSchema, type MessageResponse } from "@/lib/schemas/auth";
import { signUp } from "@/lib/server/auth/sign-up";

export const POST = route(
  async ({ req, ip }) => {
    const body = await parseAuthBody(req, signUpSchema);
    const { message } = await signUp({ ...body, ip });
    return NextResponse.json({ message } satisfies MessageResponse, { status: 201 });
  },
  { limits: ["auth-signup"] },
);
