// PUT /api/content/captions/{id}: authors and admins add or replace a lecture video's WebVTT captions; the file
// lands beside the video in the app's video storage and the content API names it at once.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PUT } from "../../app/api/content/captions/[id]/route";
import { GET as getContent } from "../../app/api/content/getContent/[id]/route";
import { call } from "../support/route-client";
import { setEnvVars } from "../support/set-env";
import { makeLearner, makePlayerCourse } from "./player-fixtures";

const VTT = "WEBVTT\r\n\r\n00:00.000 --> 00:02.000\r\nHalves: two equal parts\r\n";
let storage: string;
const before = process.env.VIDEO_STORAGE_DIR;

beforeAll(() => {
  storage = mkdtempSync(path.join(tmpdir(), "learnhub-captions-"));
  setEnvVars({ VIDEO_STORAGE_DIR: storage });
});

afterAll(() => {
  setEnvVars({ VIDEO_STORAGE_DIR: before });
  rmSync(storage, { recursive: true, force: true });
});

const put = (id: number | string, body: unknown, headers: Record<string, string> = {}) =>
  call(PUT, `/api/content/captions/${id}`, { method: "PUT", body, headers, params: { id: String(id) } });

describe("PUT /api/content/captions/{id}", () => {
  it("stores an author's WebVTT beside the video, and the content API names it", async () => {
    const author = await makeLearner("author");
    const { course, lecture } = await makePlayerCourse({ teacherId: author.id });
    const res = await put(lecture.id, { vtt: VTT }, author.headers);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: "Captions saved.", contentId: lecture.id, captions: "fractions-1.vtt" });
    // Line ends as WebVTT writes them.
    expect(readFileSync(path.join(storage, "fractions-1.vtt"), "utf8")).toBe("WEBVTT\n\n00:00.000 --> 00:02.000\nHalves: two equal parts\n");
    const content = await call(getContent, `/api/content/getContent/${course.id}`, { params: { id: String(course.id) } });
    const items = (content.json.chapters as { contents: { id: number; captions: string | null }[] }[]).flatMap((c) => c.contents);
    expect(items.find((c) => c.id === lecture.id)?.captions).toBe("fractions-1.vtt");
  });

  it("replaces earlier captions; an admin may too", async () => {
    const admin = await makeLearner("admin");
    const { lecture } = await makePlayerCourse({ teacherId: admin.id });
    expect((await put(lecture.id, { vtt: VTT }, admin.headers)).status).toBe(200);
    const again = await put(lecture.id, { vtt: "WEBVTT\n\n00:01.000 --> 00:03.000\nQuarters\n" }, admin.headers);
    expect(again.status).toBe(200);
    expect(readFileSync(path.join(storage, "fractions-1.vtt"), "utf8")).toContain("Quarters");
  });

  it("refuses learners (403) and visitors (401), and writes nothing", async () => {
    const author = await makeLearner("author");
    const learner = await makeLearner("user");
    const { lecture } = await makePlayerCourse({ teacherId: author.id });
    rmSync(path.join(storage, "fractions-1.vtt"), { force: true });
    const asLearner = await put(lecture.id, { vtt: VTT }, learner.headers);
    expect(asLearner.status).toBe(403);
    expect(asLearner.json.message).toBe("Only authors and admins can add captions.");
    expect((await put(lecture.id, { vtt: VTT })).status).toBe(401);
    expect(existsSync(path.join(storage, "fractions-1.vtt"))).toBe(false);
  });

  it("refuses a file that is not WebVTT, a video hosted elsewhere, a game and an unknown content", async () => {
    const author = await makeLearner("author");
    const { lecture, animated, game } = await makePlayerCourse({ teacherId: author.id });
    const notVtt = await put(lecture.id, { vtt: "1\n00:00:00,000 --> 00:00:02,000\nSRT, not WebVTT\n" }, author.headers);
    expect(notVtt.status).toBe(400);
    expect(JSON.stringify(notVtt.json)).toContain("A captions file must be WebVTT: its first line is WEBVTT.");
    const elsewhere = await put(animated.id, { vtt: VTT }, author.headers);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json.message).toBe("This lecture's video is not stored by this server: add its captions where the video is hosted.");
    const onGame = await put(game.id, { vtt: VTT }, author.headers);
    expect(onGame.status).toBe(400);
    expect(onGame.json.message).toBe("This content has no video to caption.");
    expect((await put(2_000_000_000, { vtt: VTT }, author.headers)).status).toBe(404);
    expect((await put("abc", { vtt: VTT }, author.headers)).status).toBe(400);
  });
});
