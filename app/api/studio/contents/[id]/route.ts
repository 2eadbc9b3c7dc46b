// PUT /api/studio/contents/{id} – changes a lesson. DELETE – deletes it (the rest's progress stays).
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { deleteContent, updateContent } from "@/lib/server/studio/contents";

export const dynamic = "force-dynamic";

export const PUT = handle(endpoints.updateStudioContent, async ({ user, params: { id }, body }) => ({
  message: "Lesson saved.",
  course: await updateContent({ actor: user, contentId: id, body }),
}));

export const DELETE = handle(endpoints.deleteStudioContent, async ({ user, params: { id } }) => ({
  message: "Lesson deleted.",
  course: await deleteContent({ actor: user, contentId: id }),
}));
