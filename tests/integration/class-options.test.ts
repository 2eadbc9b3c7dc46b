// GET /api/classes/options: the grades and boards of the create-class form, for teachers and admins only.
import { db } from "../../lib/server/db/client";
import { call } from "../support/route-client";
import { account, as, school, tag, type Handler } from "./teaching-fixtures";
import * as optionsRoute from "../../app/api/classes/options/route";
import * as classesRoute from "../../app/api/classes/route";

const options = (who: Parameters<typeof as>[0]) => call(optionsRoute.GET as Handler, "/api/classes/options", as(who));

it("gives a teacher every grade (by level) and board with their ids, which create a class", async () => {
  const prisma = await db();
  const grade = await prisma.grade.create({
    data: { name: `Grade ${tag()}`, level: 5_000 + Math.floor(Math.random() * 1_000) },
    select: { id: true, name: true },
  });
  const board = await prisma.board.create({ data: { name: `Board ${tag()}` }, select: { id: true, name: true } });
  const teacher = await account("teacher", (await school()).id);
  const res = await options(teacher);
  expect(res.status).toBe(200);
  expect(res.json.grades).toContainEqual(grade);
  expect(res.json.boards).toContainEqual(board);
  const created = await call(
    classesRoute.POST as Handler,
    "/api/classes",
    as(teacher, { method: "POST", body: { name: "Options check", gradeId: grade.id, boardId: board.id, schoolYear: "2026-27" } }),
  );
  expect(created.status).toBe(201);
  expect(created.json.class).toMatchObject({ grade: grade.name, board: board.name });
});

it("refuses a learner (403) and a visitor (401)", async () => {
  expect((await options(await account("user", 3))).status).toBe(403);
  expect((await options(null)).status).toBe(401);
});
