// POST /api/quiz/attempts – starts a skills test on a content the learner is enrolled in.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { startAttempt } from "@/lib/server/quiz/start-attempt";

export const dynamic = "force-dynamic";

export const POST = handle(endpoints.startAttempt, ({ body: { contentId }, user }) => startAttempt({ userId: user.id, contentId }));
