// /api/lab/lab – lab cells (contract §7). POST creates a cell and DELETE removes one (authors and admins);
// PUT with { id, code } saves the caller's own code, PUT with the whole cell updates the template
// (authors and admins; created when the id does not exist).
import { handle, parseWith, reply } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { LAB_TEXTS, isTemplateUpdate, putLabCellSchema } from "@/lib/schemas/labs";
import { assertCanAuthorLabs } from "@/lib/server/labs/assert-can-author-labs";
import { createLabCell } from "@/lib/server/labs/create-lab-cell";
import { deleteLabCell } from "@/lib/server/labs/delete-lab-cell";
import { saveOwnCellCode } from "@/lib/server/labs/save-own-cell-code";
import { updateLabCell } from "@/lib/server/labs/update-lab-cell";

export const dynamic = "force-dynamic";

export const POST = handle(endpoints.createLabCell, async ({ body: cell, user }) =>
  reply({ message: "Lab cell created", cell: await createLabCell({ actor: user, cell }) }, { status: 201 }),
);

export const PUT = handle(endpoints.putLabCell, async ({ body: raw, user }) => {
  // The entry takes any JSON: a learner sending creator fields is refused before validation, the template is not theirs to change.
  if (isTemplateUpdate(raw)) assertCanAuthorLabs(user);
  const put = parseWith(putLabCellSchema, raw);
  if (put.kind === "own") {
    await saveOwnCellCode({ userId: user.id, input: put.own });
    return { message: LAB_TEXTS.saved, id: put.own.id, savedCode: true as const };
  }
  const { cell, created } = await updateLabCell({ actor: user, cell: put.cell });
  return reply({ message: created ? "Lab cell created" : "Lab cell updated", cell }, { status: created ? 201 : 200 });
});

// The id travels in the body (contract §7); ?id= is accepted too because some clients drop DELETE bodies (bodyInQuery).
export const DELETE = handle(endpoints.deleteLabCell, async ({ body: { id }, user }) => {
  await deleteLabCell({ actor: user, id });
  return { message: "Lab cell deleted", id };
});
