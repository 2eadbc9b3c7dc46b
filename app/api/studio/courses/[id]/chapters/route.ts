// POST /api/studio/courses/{id}/chapters – adds a chapter (201). PUT – reorders the chapters.
import { handle, reply } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { addChapter, reorderChapters } from "@/lib/server/studio/chapters";

export const dynamic = "force-dynamic";

export const POST = handle(endpoints.addStudioChapter, async ({ user, params: { id }, body: { name } }) =>
  reply({ message: "Chapter added.", course: await addChapter({ actor: user, courseId: id, name }) }, { status: 201 }),
);

export const PUT = handle(endpoints.reorderStudioChapters, async ({ user, params: { id }, body: { chapterIds } }) => ({
  message: "Chapters reordered.",
  course: await reorderChapters({ actor: user, courseId: id, chapterIds }),
}));
