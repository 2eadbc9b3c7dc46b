// POST /api/classes/{id}/learners/{userId}/one-time-password – a new one-time password for a learner without email.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { resetOneTimePassword } from "@/lib/server/classes/add-learners";

export const dynamic = "force-dynamic";

export const POST = handle(endpoints.resetOneTimePassword, async ({ user, params }) =>
  resetOneTimePassword({ actor: user, classId: params.id, userId: params.userId }),
);
