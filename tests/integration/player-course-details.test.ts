import { GET } from "../../app/api/courses/getUserCourseDetails/[userId]/[courseId]/route";
import { POST as view } from "../../app/api/progress/view/route";
import { call } from "../support/route-client";
import { enrolLearner, makeLearner, makePlayerCourse } from "./player-fixtures";

const details = (userId: number | string, courseId: number | string, headers?: Record<string, string>) =>
  call(GET, `/api/courses/getUserCourseDetails/${userId}/${courseId}`, { headers, params: { userId: String(userId), courseId: String(courseId) } });

describe("GET /api/courses/getUserCourseDetails/{userId}/{courseId}", () => {
  it("returns the enrolled learner's chapters in order, with progress, no answers, and the video base", async () => {
    const teacher = await makeLearner("author");
    const learner = await makeLearner();
    const { course, lecture, animated, game } = await makePlayerCourse({ teacherId: teacher.id });
    await enrolLearner(learner.id, course.id);

    const res = await details(learner.id, course.id, learner.headers);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Success");
    const data = res.json.data;
    expect(data.course).toEqual({
      id: course.id,
      name: course.name,
      description: "Fractions, step by step.",
      descriptionHtml: "<p>Fractions, step by step.</p>\n",
      img: null,
      grade: null,
      board: null,
      instructorName: "N/A",
      duration: "90-min",
      language: "English",
      user: { id: teacher.id, username: expect.any(String) },
    });
    expect(data.videoBaseUrl).toBe("/media/videos/");
    expect(data.resume).toBeNull();
    expect(data.chapters.map((c: { name: string }) => c.name)).toEqual(["Fractions", "Decimals"]);
    expect(data.chapters[1].contents).toEqual([]);
    const contents = data.chapters[0].contents;
    expect(contents.map((c: { id: number }) => c.id)).toEqual([lecture.id, animated.id, game.id]);
    expect(contents[0]).toMatchObject({ name: "Halves and quarters", video: "fractions-1.mp4", contentType: "lecture", viewed: false, positionSec: 0 });
    expect(contents[0].assessments.map((q: { id: number }) => q.id)).toEqual(lecture.assessments.map((q) => q.id));
    expect(contents[0].assessments[0]).toEqual({
      id: lecture.assessments[0]!.id,
      question: lecture.assessments[0]!.question,
      option1: lecture.assessments[0]!.option1,
      option2: lecture.assessments[0]!.option2,
      option3: lecture.assessments[0]!.option3,
      option4: lecture.assessments[0]!.option4,
      // A four-option question: the studio's options 5 and 6 are unused.
      option5: "",
      option6: "",
    });
    expect(Object.keys(contents[0].assessments[0]).sort()).toEqual(["id", "option1", "option2", "option3", "option4", "option5", "option6", "question"]);
    // Grading happens on the server: the right answers never appear in the payload.
    expect(JSON.stringify(res.json)).not.toMatch(/"correct"/);
  });

  it("reflects a viewed content and the resume point on the next read", async () => {
    const teacher = await makeLearner("author");
    const learner = await makeLearner();
    const { course, animated } = await makePlayerCourse({ teacherId: teacher.id });
    await enrolLearner(learner.id, course.id);
    expect((await call(view, "/api/progress/view", { headers: learner.headers, body: { contentId: animated.id } })).status).toBe(200);

    const res = await details(learner.id, course.id, learner.headers);
    expect(res.json.data.resume).toEqual({ contentId: animated.id, positionSec: 0 });
    const viewed = res.json.data.chapters[0].contents.map((c: { viewed: boolean }) => c.viewed);
    expect(viewed).toEqual([false, true, false]);
  });

  it("requires a login", async () => {
    const res = await details(1, 1);
    expect(res.status).toBe(401);
    expect(res.json.message).toBe("Please login first");
  });

  it("refuses another learner's course view (403) but lets an admin see an enrolled learner's", async () => {
    const teacher = await makeLearner("author");
    const owner = await makeLearner();
    const other = await makeLearner();
    const admin = await makeLearner("admin");
    const { course } = await makePlayerCourse({ teacherId: teacher.id });
    await enrolLearner(owner.id, course.id);
    await enrolLearner(other.id, course.id);

    const res = await details(owner.id, course.id, other.headers);
    expect(res.status).toBe(403);
    expect(res.json.message).toMatch(/your own/);
    expect((await details(owner.id, course.id, admin.headers)).status).toBe(200);
  });

  it("says 403 with the course name when the learner is not enrolled in a published course", async () => {
    const teacher = await makeLearner("author");
    const learner = await makeLearner();
    const { course } = await makePlayerCourse({ teacherId: teacher.id });
    const res = await details(learner.id, course.id, learner.headers);
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ code: "forbidden" });
    expect(res.json.message).toContain(course.name);
    expect(res.json.message).toMatch(/not enrolled/);
  });

  it("hides unpublished courses from those not enrolled, keeps them open to those who are", async () => {
    const teacher = await makeLearner("author");
    const enrolled = await makeLearner();
    const stranger = await makeLearner();
    const { course } = await makePlayerCourse({ teacherId: teacher.id, status: 1 });
    await enrolLearner(enrolled.id, course.id);
    expect((await details(stranger.id, course.id, stranger.headers)).status).toBe(404);
    expect((await details(enrolled.id, course.id, enrolled.headers)).status).toBe(200);
  });

  it("answers unknown courses with 404 and malformed ids with 400", async () => {
    const learner = await makeLearner();
    const unknown = await details(learner.id, 2_000_000_000, learner.headers);
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe("Course not found");
    for (const bad of ["abc", "0", "-3", "1.5", "1 OR 1=1", "<b>x</b>", "99999999999"]) {
      const res = await details(learner.id, bad, learner.headers);
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/^courseId: /);
    }
    expect((await details("me", 1, learner.headers)).status).toBe(400);
  });
});
