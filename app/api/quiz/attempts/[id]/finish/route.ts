// POST /api/quiz/attempts/{id}/finish – the result: first choices counted, pass at 50%, missed questions revealed.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { finishAttempt } from "@/lib/server/quiz/finish-attempt";

export const dynamic = "force-dynamic";

export const POST = handle(endpoints.finishAttempt, ({ params, user }) => finishAttempt({ userId: user.id, attemptId: params.id }));
