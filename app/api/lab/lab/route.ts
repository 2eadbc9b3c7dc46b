// /api/lab/lab – lab cells (contract §7). POST creates a cell and DELETE removes one (authors and admins);
// PUT with { id, code } saves the caller's own code, PUT with the whole cell updates the template
// (authors and admins; created when the id does not exist).
import { NextResponse } from "next/server";
import { authedRoute, parseBody, parseWith, searchParams } from "@/lib/http";
import {
  LAB_TEXTS,
  anyJsonSchema,
  isTemplateUpdate,
  createLabCellSchema,
  deleteLabCellSchema,
  putLabCellSchema,
  type DeleteLabCellResponse,
  type LabCellResponse,
  type SaveOwnCodeResponse,
} from "@/lib/schemas/labs";
import { assertCanAuthorLabs } from "@/lib/server/labs/assert-can-author-labs";
import { createLabCell } from "@/lib/server/labs/create-lab-cell";
import { deleteLabCell } from "@/lib/server/labs/delete-lab-cell";
import { saveOwnCellCode } from "@/lib/server/labs/save-own-cell-code";
import { updateLabCell } from "@/lib/server/labs/update-lab-cell";

export const dynamic = "force-dynamic";

const writes = { limits: ["lab-write" as const] };

export const POST = authedRoute(async ({ req, user }) => {
  const cell = await parseBody(req, createLabCellSchema);
  const body: LabCellResponse = { message: "Lab cell created", cell: await createLabCell({ actor: user, cell }) };
  return NextResponse.json(body, { status: 201 });
}, writes);

export const PUT = authedRoute(async ({ req, user }) => {
  const raw = await parseBody(req, anyJsonSchema);
  // A learner sending creator fields is refused before validation: the template is not theirs to change.
  if (isTemplateUpdate(raw)) assertCanAuthorLabs(user);
  const put = parseWith(putLabCellSchema, raw);
  if (put.kind === "own") {
    await saveOwnCellCode({ userId: user.id, input: put.own });
    const body: SaveOwnCodeResponse = { message: LAB_TEXTS.saved, id: put.own.id, savedCode: true };
    return body;
  }
  const { cell, created } = await updateLabCell({ actor: user, cell: put.cell });
  const body: LabCellResponse = { message: created ? "Lab cell created" : "Lab cell updated", cell };
  return NextResponse.json(body, { status: created ? 201 : 200 });
}, writes);

export const DELETE = authedRoute(async ({ req, user }) => {
  // The id travels in the body (contract §7); ?id= is accepted too because some clients drop DELETE bodies.
  const query = searchParams(req);
  const { id } = query.id ? parseWith(deleteLabCellSchema, query) : await parseBody(req, deleteLabCellSchema, 4 * 1024);
  await deleteLabCell({ actor: user, id });
  return { message: "Lab cell deleted", id } satisfies DeleteLabCellResponse;
}, writes);
