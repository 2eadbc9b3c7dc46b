// POST /api/classes/{id}/learners – learners without email by name: usernames and one-time passwords (201).
import { handle, reply } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { addLearners } from "@/lib/server/classes/add-learners";

export const dynamic = "force-dynamic";

export const POST = handle(endpoints.addLearners, async ({ user, params, body }) => {
  const learners = await addLearners({ actor: user, classId: params.id, rows: body.learners });
  const n = learners.length;
  return reply(
    { message: `${n} ${n === 1 ? "learner" : "learners"} added. Print the class sheet now: the one-time passwords are shown only once.`, learners },
    { status: 201 },
  );
});
