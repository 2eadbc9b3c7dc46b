// NextAuth's own endpoints (session, csrf, signout, callback/credentials) under /api/nextauth.
import { handlers } from "@/lib/server/auth/nextauth";

export const { GET, POST } = handlers;
