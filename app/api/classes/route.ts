// GET /api/classes – the caller's classes (teacher: own; admin: their school's). POST – a new class (201).
import { handle, reply } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { listClasses } from "@/lib/server/classes/list-classes";
import { createClass } from "@/lib/server/classes/create-class";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.listClasses, async ({ user }) => ({ classes: await listClasses({ actor: user }) }));

export const POST = handle(endpoints.createClass, async ({ user, body }) =>
  reply({ message: "Class created.", class: await createClass({ actor: user, input: body }) }, { status: 201 }),
);
