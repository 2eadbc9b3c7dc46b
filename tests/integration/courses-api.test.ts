// The public course calls of contract §7: visibility (status 3 only), enrolled exclusion, details and content.
import { GET as allCourses } from "../../app/api/courses/allcourses/route";
import { GET as courseDetails } from "../../app/api/courses/getCourseDetails/[id]/route";
import { GET as getContent } from "../../app/api/content/getContent/[id]/route";
import { db } from "../../lib/server/db/client";
import { call } from "../support/route-client";
import { enrol, hostileIds, makeCourse, makeGradeAndBoard, makeUser } from "./courses-fixtures";

type Listed = {
  id: number;
  name: string;
  status: number;
  img: string | null;
  grade: { name: string } | null;
  board: { name: string } | null;
  user: { id: number; username: string };
  duration: string;
  language: string;
  price: string;
  currency: string;
  instructorName: string | null;
};

let teacher: Awaited<ReturnType<typeof makeUser>>;
let learner: Awaited<ReturnType<typeof makeUser>>;
let gb: Awaited<ReturnType<typeof makeGradeAndBoard>>;
let published: { id: number }, enrolledIn: { id: number }, draft: { id: number }, review: { id: number };

beforeAll(async () => {
  teacher = await makeUser("author");
  learner = await makeUser("user");
  gb = await makeGradeAndBoard();
  published = await makeCourse({ teacherId: teacher.id, gradeId: gb.grade.id, boardId: gb.board.id, withContent: true, name: "Fractions made easy" });
  enrolledIn = await makeCourse({ teacherId: teacher.id, gradeId: gb.grade.id, boardId: gb.board.id });
  draft = await makeCourse({ teacherId: teacher.id, status: 1, withContent: true });
  review = await makeCourse({ teacherId: teacher.id, status: 2 });
  await enrol(learner.id, enrolledIn.id);
});

describe("GET /api/courses/allcourses", () => {
  it("shows a visitor every published course, with grade, board, teacher and course info, and nothing unpublished", async () => {
    const res = await call(allCourses, "/api/courses/allcourses");
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Success");
    const data = res.json.data as Listed[];
    const ids = data.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([published.id, enrolledIn.id]));
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(review.id);
    expect(data.every((c) => c.status === 3)).toBe(true);
    const row = data.find((c) => c.id === published.id)!;
    expect(row).toEqual({
      id: published.id,
      name: "Fractions made easy",
      img: "/img/courses/it.svg",
      status: 3,
      grade: { name: gb.grade.name },
      board: { name: gb.board.name },
      user: { id: teacher.id, username: teacher.username },
      price: "0",
      currency: "RS",
      duration: "90-min",
      language: "English",
      instructorName: null,
    });
  });

  it("hides from a logged-in learner the courses they are enrolled in", async () => {
    const res = await call(allCourses, "/api/courses/allcourses", { headers: learner.headers });
    expect(res.status).toBe(200);
    const ids = (res.json.data as Listed[]).map((c) => c.id);
    expect(ids).toContain(published.id);
    expect(ids).not.toContain(enrolledIn.id);
    expect(ids).not.toContain(draft.id);
  });

  it("treats a forged or garbage token as a visitor rather than failing", async () => {
    const res = await call(allCourses, "/api/courses/allcourses", { headers: { "x-access-token": "not.a.jwt" } });
    expect(res.status).toBe(200);
    expect((res.json.data as Listed[]).map((c) => c.id)).toContain(enrolledIn.id);
  });

  it("keeps a course without grade or board listable, with null names", async () => {
    const bare = await makeCourse({ teacherId: teacher.id });
    const res = await call(allCourses, "/api/courses/allcourses");
    const row = (res.json.data as Listed[]).find((c) => c.id === bare.id)!;
    expect(row.grade).toBeNull();
    expect(row.board).toBeNull();
  });
});

describe("the in-memory catalogue follows every write to the database", () => {
  const listed = async (headers?: Record<string, string>) => (await call(allCourses, "/api/courses/allcourses", { headers })).json.data as Listed[];

  it("sees raw-SQL writes made behind the app's back: publish, rename a teacher, unpublish", async () => {
    const prisma = await db();
    await listed(); // warm the cache
    const course = await makeCourse({ teacherId: teacher.id, status: 1, name: "Behind the back" });
    expect((await listed()).map((c) => c.id)).not.toContain(course.id);
    await prisma.$executeRaw`UPDATE courses SET status = 3 WHERE id = ${course.id}`;
    expect((await listed()).map((c) => c.id)).toContain(course.id);
    const renamed = `renamed-${Math.random().toString(36).slice(2, 8)}`;
    await prisma.$executeRaw`UPDATE users SET username = ${renamed} WHERE id = ${teacher.id}`;
    expect((await listed()).find((c) => c.id === course.id)!.user.username).toBe(renamed);
    await prisma.$executeRaw`UPDATE courses SET status = 2 WHERE id = ${course.id}`;
    expect((await listed()).map((c) => c.id)).not.toContain(course.id);
    await prisma.$executeRaw`UPDATE users SET username = ${teacher.username} WHERE id = ${teacher.id}`;
  });

  it("hides a course from a learner the moment they enrol", async () => {
    const fresh = await makeUser("user");
    expect((await listed(fresh.headers)).map((c) => c.id)).toContain(published.id);
    await enrol(fresh.id, published.id);
    expect((await listed(fresh.headers)).map((c) => c.id)).not.toContain(published.id);
  });

  it("answers a visitor's revalidation with 304 until the catalogue changes", async () => {
    const first = await call(allCourses, "/api/courses/allcourses");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"catalogue-\d+"$/);
    const again = await call(allCourses, "/api/courses/allcourses", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    await makeCourse({ teacherId: teacher.id });
    const changed = await call(allCourses, "/api/courses/allcourses", { headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    // A learner's list is personal: no ETag, and not shared by caches.
    const mine = await call(allCourses, "/api/courses/allcourses", { headers: { ...learner.headers, "if-none-match": etag } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("etag")).toBeNull();
    expect(mine.headers.get("cache-control")).toContain("private");
  });
});

describe("GET /api/courses/getCourseDetails/{id}", () => {
  it("returns a published course with message 'Success'", async () => {
    const res = await call(courseDetails, `/api/courses/getCourseDetails/${published.id}`, { params: { id: String(published.id) } });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Success");
    expect(res.json.course).toMatchObject({
      id: published.id,
      name: "Fractions made easy",
      description: "About it",
      descriptionHtml: "<p>About it</p>\n",
      grade: { name: gb.grade.name },
      board: { name: gb.board.name },
      user: { id: teacher.id, username: teacher.username },
      duration: "90-min",
      language: "English",
      currency: "RS",
      price: "0",
    });
  });

  it.each([
    ["an unpublished course", () => draft.id],
    ["a course under review", () => review.id],
    ["an unknown id", () => 2_000_000_000],
  ])("answers 404 with a message for %s", async (_label, id) => {
    const res = await call(courseDetails, "/api/courses/getCourseDetails/x", { params: { id: String(id()) } });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("Course not found");
  });

  it.each(hostileIds)("answers 400 (never 500) for the id %p", async (id) => {
    const res = await call(courseDetails, "/api/courses/getCourseDetails/x", { params: { id } });
    expect(res.status).toBe(400);
    expect(typeof res.json.message).toBe("string");
    expect(res.json.message).toMatch(/^id: /);
  });
});

describe("GET /api/content/getContent/{id}", () => {
  it("returns chapters in order with their contents and assessments, but never the correct answers", async () => {
    const res = await call(getContent, `/api/content/getContent/${published.id}`, { params: { id: String(published.id) } });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Success");
    expect(res.json.videoBaseUrl).toBe("/media/videos/");
    const chapters = res.json.chapters as {
      name: string;
      contents: { name: string; contentType: string; video: string; assessments: Record<string, unknown>[] }[];
    }[];
    expect(chapters.map((c) => c.name)).toEqual(["Chapter 1", "Chapter 2"]);
    expect(chapters[0]!.contents.map((c) => [c.name, c.contentType, c.video])).toEqual([
      ["Intro lecture", "lecture", "intro.mp4"],
      ["Number race", "game", "/games/number-race/index.html"],
    ]);
    expect(chapters[1]!.contents[0]!.contentType).toBe("2");
    const assessment = chapters[0]!.contents[0]!.assessments[0]!;
    expect(assessment).toMatchObject({ question: "2 + 2?", option1: "3", option2: "4", option3: "5", option4: "6" });
    expect(assessment).not.toHaveProperty("correct");
    expect(JSON.stringify(res.json)).not.toContain('"correct"');
  });

  it("answers 404 for an unpublished or unknown course and 400 for a bad id", async () => {
    expect((await call(getContent, "/x", { params: { id: String(draft.id) } })).status).toBe(404);
    expect((await call(getContent, "/x", { params: { id: "2000000000" } })).status).toBe(404);
    for (const id of hostileIds) {
      const res = await call(getContent, "/x", { params: { id } });
      expect(res.status).toBe(400);
      expect(res.json.message).toEqual(expect.any(String));
    }
  });
});
