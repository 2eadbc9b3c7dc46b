// ADMIN_EMAIL: the first administrator of a deployment without demo accounts. Created once with a
// generated password that is printed once, here, and stored only as its argon2id hash.
import { randomBytes } from "node:crypto";
import type { PrismaClient, Prisma } from "@/lib/generated/prisma/client";
import { hashPassword } from "./password";
import { OPEN_CAMPUS } from "./catalogue";

type Omits = Prisma.PrismaClientOptions["omit"];

export async function ensureFirstAdmin<O extends Omits>(
  prisma: PrismaClient<never, O>,
  rawEmail: string,
): Promise<{ created: false } | { created: true; password: string }> {
  const email = rawEmail.trim().toLowerCase();
  if (await prisma.user.findUnique({ where: { email }, select: { id: true } })) return { created: false };
  const password = randomBytes(18).toString("base64url");
  const hasOpenCampus = await prisma.organization.findUnique({ where: { id: OPEN_CAMPUS.id }, select: { id: true } });
  await prisma.user.create({
    data: {
      username: `admin.${randomBytes(3).toString("hex")}`,
      email,
      passwordHash: await hashPassword(password),
      role: "admin",
      emailVerified: true,
      organizationId: hasOpenCampus ? OPEN_CAMPUS.id : null,
    },
    select: { id: true },
  });
  return { created: true, password };
}
