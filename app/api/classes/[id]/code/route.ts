// POST /api/classes/{id}/code – a new class code; the old one stops working.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { rotateClassCode } from "@/lib/server/classes/update-class";

export const dynamic = "force-dynamic";

export const POST = handle(endpoints.rotateClassCode, async ({ user, params }) => ({
  message: "New class code. The old one no longer works.",
  class: await rotateClassCode({ actor: user, classId: params.id }),
}));
