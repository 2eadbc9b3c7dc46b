// PUT /api/content/captions/{id}: a lecture's own WebVTT captions, written by its course's owner or an admin
// and stored with that lecture; GET serves them to whoever may open the lecture; the content APIs name them.
import { PUT, GET } from "../../app/api/content/captions/[id]/route";
import { GET as getContent } from "../../app/api/content/getContent/[id]/route";
import { GET as getUserCourseDetails } from "../../app/api/courses/getUserCourseDetails/[userId]/[courseId]/route";
import { call } from "../support/route-client";
import { enrolLearner, makeLearner, makePlayerCourse } from "./player-fixtures";

const VTT = "WEBVTT\r\n\r\n00:00.000 --> 00:02.000\r\nHalves: two equal parts\r\n";

const put = (id: number | string, body: unknown, headers: Record<string, string> = {}) =>
  call(PUT, `/api/content/captions/${id}`, { method: "PUT", body, headers, params: { id: String(id) } });
const get = (id: number | string, headers: Record<string, string> = {}) => call(GET, `/api/content/captions/${id}`, { headers, params: { id: String(id) } });

type Item = { id: number; captions: string | null };
async function contentCaptions(courseId: number): Promise<Item[]> {
  const res = await call(getContent, `/api/content/getContent/${courseId}`, { params: { id: String(courseId) } });
  return (res.json.chapters as { contents: Item[] }[]).flatMap((c) => c.contents);
}

describe("PUT /api/content/captions/{id}", () => {
  it("stores the course owner's captions with the lecture; the content APIs name them and GET serves them as WebVTT", async () => {
    const author = await makeLearner("author");
    const { course, lecture } = await makePlayerCourse({ teacherId: author.id });
    const res = await put(lecture.id, { vtt: VTT }, author.headers);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ message: "Captions saved.", contentId: lecture.id });
    expect(res.json.captions).toMatch(new RegExp(`^/api/content/captions/${lecture.id}\\?v=\\d+$`));
    expect((await contentCaptions(course.id)).find((c) => c.id === lecture.id)?.captions).toBe(res.json.captions);
    const served = await get(lecture.id);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
    // Line ends as WebVTT writes them.
    expect(served.json).toBe("WEBVTT\n\n00:00.000 --> 00:02.000\nHalves: two equal parts\n");
    // The player's read names the same version.
    await enrolLearner(author.id, course.id);
    const player = await call(getUserCourseDetails, `/api/courses/getUserCourseDetails/${author.id}/${course.id}`, {
      params: { userId: String(author.id), courseId: String(course.id) },
      headers: author.headers,
    });
    const items = (player.json.data.chapters as { contents: Item[] }[]).flatMap((c) => c.contents);
    expect(items.find((c) => c.id === lecture.id)?.captions).toBe(res.json.captions);
  });

  it("changes only that lecture: another course's lecture on the same video file keeps what it had", async () => {
    const mine = await makeLearner("author");
    const theirs = await makeLearner("author");
    const a = await makePlayerCourse({ teacherId: mine.id });
    const b = await makePlayerCourse({ teacherId: theirs.id });
    expect(a.lecture.video).toBe(b.lecture.video);
    const before = (await contentCaptions(b.course.id)).find((c) => c.id === b.lecture.id)?.captions;
    expect((await put(a.lecture.id, { vtt: VTT }, mine.headers)).status).toBe(200);
    expect((await contentCaptions(b.course.id)).find((c) => c.id === b.lecture.id)?.captions).toBe(before);
    expect((await get(b.lecture.id)).status).toBe(404);
  });

  it("refuses an author who is not this course's teacher (the review's reproduction), learners (403) and visitors (401), and stores nothing", async () => {
    const owner = await makeLearner("author");
    const otherAuthor = await makeLearner("author");
    const learner = await makeLearner("user");
    const { lecture } = await makePlayerCourse({ teacherId: owner.id });
    for (const who of [otherAuthor, learner]) {
      const res = await put(lecture.id, { vtt: VTT }, who.headers);
      expect(res.status).toBe(403);
      expect(res.json.message).toBe("Only this course's teacher or an admin can change it.");
    }
    expect((await put(lecture.id, { vtt: VTT })).status).toBe(401);
    expect((await get(lecture.id)).status).toBe(404);
  });

  it("replaces earlier captions with a new version; an admin may too, and a lecture on a video hosted elsewhere gets its own", async () => {
    const admin = await makeLearner("admin");
    const owner = await makeLearner("author");
    const { lecture, animated } = await makePlayerCourse({ teacherId: owner.id });
    const first = await put(lecture.id, { vtt: VTT }, owner.headers);
    await new Promise((r) => setTimeout(r, 5));
    const again = await put(lecture.id, { vtt: "WEBVTT\n\n00:01.000 --> 00:03.000\nQuarters\n" }, admin.headers);
    expect(again.status).toBe(200);
    expect(again.json.captions).not.toBe(first.json.captions);
    expect((await get(lecture.id)).json).toContain("Quarters");
    const elsewhere = await put(animated.id, { vtt: VTT }, owner.headers);
    expect(elsewhere.status).toBe(200);
    expect((await get(animated.id)).json).toContain("Halves");
  });

  it("refuses a file that is not WebVTT, a game, an unknown content and a bad id", async () => {
    const author = await makeLearner("author");
    const { lecture, game } = await makePlayerCourse({ teacherId: author.id });
    const notVtt = await put(lecture.id, { vtt: "1\n00:00:00,000 --> 00:00:02,000\nSRT, not WebVTT\n" }, author.headers);
    expect(notVtt.status).toBe(400);
    expect(JSON.stringify(notVtt.json)).toContain("A captions file must be WebVTT: its first line is WEBVTT.");
    const onGame = await put(game.id, { vtt: VTT }, author.headers);
    expect(onGame.status).toBe(400);
    expect(onGame.json.message).toBe("This content has no video to caption.");
    expect((await put(2_000_000_000, { vtt: VTT }, author.headers)).status).toBe(404);
    expect((await put("abc", { vtt: VTT }, author.headers)).status).toBe(400);
  });

  it("an unpublished course's captions reach only its enrolled learners and its editors", async () => {
    const owner = await makeLearner("author");
    const learner = await makeLearner("user");
    const stranger = await makeLearner("user");
    const { course, lecture } = await makePlayerCourse({ teacherId: owner.id, status: 1 });
    expect((await put(lecture.id, { vtt: VTT }, owner.headers)).status).toBe(200);
    await enrolLearner(learner.id, course.id);
    expect((await get(lecture.id)).status).toBe(404);
    expect((await get(lecture.id, stranger.headers)).status).toBe(404);
    expect((await get(lecture.id, learner.headers)).status).toBe(200);
    expect((await get(lecture.id, owner.headers)).status).toBe(200);
  });
});
