// PUT /api/studio/chapters/{id} – renames a chapter. DELETE – deletes it with its lessons.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { deleteChapter, renameChapter } from "@/lib/server/studio/chapters";

export const dynamic = "force-dynamic";

export const PUT = handle(endpoints.renameStudioChapter, async ({ user, params: { id }, body: { name } }) => ({
  message: "Chapter renamed.",
  course: await renameChapter({ actor: user, chapterId: id, name }),
}));

export const DELETE = handle(endpoints.deleteStudioChapter, async ({ user, params: { id } }) => ({
  message: "Chapter deleted.",
  course: await deleteChapter({ actor: user, chapterId: id }),
}));
