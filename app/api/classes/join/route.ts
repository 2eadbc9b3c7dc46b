// POST /api/classes/join – joins a class with its code.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { joinClass } from "@/lib/server/classes/join-class";

export const dynamic = "force-dynamic";

export const POST = handle(endpoints.joinClass, async ({ user, body }) => joinClass({ userId: user.id, code: body.code }));
