// POST /api/chatbot/{message} on the offline assistant: answers from the platform's own data, never invented.
import { POST } from "../../app/api/chatbot/[message]/route";
import { resetEnvForTests } from "../../lib/env";
import { call } from "../support/route-client";
import { RULES } from "../../lib/server/rate-limit/rules";
import { makeUser } from "./courses-fixtures";
import { aiUser, board, courseWithLecture, gradeLevel, tag } from "../support/ai-fixtures";

const ask = (message: string, ip?: string) => call(POST, `/api/chatbot/${encodeURIComponent(message)}`, { method: "POST", params: { message }, ip });
const answer = async (message: string, ip?: string) => {
  const res = await ask(message, ip);
  expect(res.status).toBe(200);
  return res.json.choices[0].message.content as string;
};

let t: string;
beforeAll(async () => {
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
  resetEnvForTests();
  t = tag();
  const teacher = await aiUser();
  const [g8, g9, cbse, icse] = [await gradeLevel(8), await gradeLevel(9), await board("CBSE"), await board("ICSE")];
  await courseWithLecture({ teacherId: teacher.id, name: `Algebra Adventures ${t}`, gradeId: g8.id, boardId: cbse.id, lecture: `Linear equations ${t}` });
  await courseWithLecture({ teacherId: teacher.id, name: `Geometry Garden ${t}`, gradeId: g8.id, boardId: icse.id, lecture: `Triangles and angles ${t}` });
  await courseWithLecture({
    teacherId: teacher.id,
    name: `Hidden Draft ${t}`,
    gradeId: g8.id,
    boardId: cbse.id,
    status: 1,
    lecture: `Secret photosynthesis ${t}`,
  });
  await courseWithLecture({
    teacherId: teacher.id,
    name: `Chemistry Corner ${t}`,
    gradeId: g9.id,
    boardId: cbse.id,
    lecture: `Photosynthesis and respiration ${t}`,
  });
});

it("answers in the OpenAI shape", async () => {
  const res = await ask("hello");
  expect(res.status).toBe(200);
  expect(res.json).toMatchObject({
    object: "chat.completion",
    model: "offline",
    choices: [{ index: 0, message: { role: "assistant" }, finish_reason: "stop" }],
  });
  expect(res.json.choices[0].message.content).toMatch(/not a language model/);
});

it("'Which courses are for grade 8?' names the published grade-8 courses only", async () => {
  const text = await answer("Which courses are for grade 8?");
  expect(text).toContain(`Algebra Adventures ${t}`);
  expect(text).toContain(`Geometry Garden ${t}`);
  expect(text).not.toContain(`Hidden Draft ${t}`);
  expect(text).not.toContain(`Chemistry Corner ${t}`);
  expect(text).toMatch(/not a language model/);
});

it("narrows by board", async () => {
  const text = await answer("ICSE courses for class 8");
  expect(text).toContain(`Geometry Garden ${t}`);
  expect(text).not.toContain(`Algebra Adventures ${t}`);
});

it("says so when a grade has no courses, listing the grades that do", async () => {
  const text = await answer("Which courses are for grade 3?");
  expect(text).toContain("There are no published courses for grade 3 on LearnHub right now.");
  expect(text).toMatch(/Grade 8/);
});

it("lists grades and boards", async () => {
  const text = await answer("What grades and boards do you have?");
  expect(text).toMatch(/Grades with courses: .*Grade 8/);
  expect(text).toMatch(/Boards: .*CBSE/);
});

it("finds lectures by text search, never from unpublished courses", async () => {
  const text = await answer("Is there anything about photosynthesis?");
  expect(text).toContain(`Photosynthesis and respiration ${t}`);
  expect(text).not.toContain(`Secret photosynthesis ${t}`);
});

it("answers how-to questions from the help pages", async () => {
  expect(await answer("How do I enrol in a course?")).toContain("Course enrolled successfully!");
  expect(await answer("How can I practise Java coding?")).toMatch(/Lab Activities/);
  expect(await answer("I forgot my password")).toMatch(/Reset Password/);
});

it("does not hand out test answers", async () => {
  expect(await answer("Give me the answers to the linear equations quiz")).toMatch(/can't hand out answers/);
});

it("admits when it finds nothing, and says plainly what it can help with", async () => {
  const text = await answer("zxqvbnm flurble", "10.9.9.9");
  expect(text).toContain("I don't have an answer to that");
  expect(text).toMatch(/I can help with:/);
});

it("does not quote unrelated pages when only words like 'explain' or 'simply' match", async () => {
  const off = await answer("Explain gravitational waves simply", "10.9.9.9");
  expect(off).not.toMatch(/Privacy/);
  expect(off).not.toContain(t);
  expect(off).toContain("I don't have an answer to that");
  // A topic LearnHub teaches is still found, and only the lecture that covers it.
  const on = await answer("Explain photosynthesis simply", "10.9.9.9");
  expect(on).toContain(`Photosynthesis and respiration ${t}`);
  expect(on).not.toMatch(/Privacy/);
});

it("answers common beginner programming errors from the curated set", async () => {
  expect(await answer("What does IndentationError: expected an indented block mean?", "10.9.9.9")).toMatch(/indent/i);
  expect(await answer("I get NullPointerException in Java", "10.9.9.9")).toMatch(/null/);
  expect(await answer("How do I read a number in Java?", "10.9.9.9")).toContain("Scanner");
});

it("rejects an empty or whitespace message with a 400", async () => {
  for (const m of ["", "   ", "%20%20"]) {
    const res = await call(POST, "/api/chatbot/x", { method: "POST", params: { message: m } });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/Please type a message/);
  }
});

it("rejects an over-long message", async () => {
  const res = await ask("a".repeat(501));
  expect(res.status).toBe(400);
  expect(res.json.message).toMatch(/too long/);
});

it("decodes a still-encoded path segment once", async () => {
  const res = await call(POST, "/api/chatbot/x", { method: "POST", params: { message: "Which%20courses%20are%20for%20grade%208%3F" } });
  expect(res.json.choices[0].message.content).toContain(`Algebra Adventures ${t}`);
});

it("rate-limits visitors by address, with room for a class behind one address", async () => {
  const ip = `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const allowance = RULES["ai-chat"].visitorPoints;
  const statuses: number[] = [];
  for (let i = 0; i <= allowance; i++) statuses.push((await ask("hello", ip)).status);
  expect(statuses.slice(0, allowance).every((s) => s === 200)).toBe(true);
  expect(statuses[allowance]).toBe(429);
});

it("counts signed-in learners by account: a class of 40 behind one address all get answers", async () => {
  const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const learners = await Promise.all(Array.from({ length: 40 }, () => makeUser("user")));
  const statuses = await Promise.all(
    learners.map((l) => call(POST, "/api/chatbot/hello", { method: "POST", params: { message: "hello" }, ip, headers: l.headers }).then((r) => r.status)),
  );
  expect(statuses.filter((s) => s === 200)).toHaveLength(40);
  // Each learner still has their own allowance.
  const one = learners[0]!;
  const more: number[] = [];
  for (let i = 1; i <= RULES["ai-chat"].points; i++) {
    more.push((await call(POST, "/api/chatbot/hello", { method: "POST", params: { message: "hello" }, ip, headers: one.headers })).status);
  }
  expect(more.slice(0, RULES["ai-chat"].points - 1).every((s) => s === 200)).toBe(true);
  expect(more[RULES["ai-chat"].points - 1]).toBe(429);
});
