// POST /api/studio/chapters/{id}/contents – adds a lesson (201). PUT – reorders the chapter's lessons.
import { handle, reply } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { addContent, reorderContents } from "@/lib/server/studio/contents";

export const dynamic = "force-dynamic";

export const POST = handle(endpoints.addStudioContent, async ({ user, params: { id }, body }) =>
  reply({ message: "Lesson added.", course: await addContent({ actor: user, chapterId: id, body }) }, { status: 201 }),
);

export const PUT = handle(endpoints.reorderStudioContents, async ({ user, params: { id }, body: { contentIds } }) => ({
  message: "Lessons reordered.",
  course: await reorderContents({ actor: user, chapterId: id, contentIds }),
}));
