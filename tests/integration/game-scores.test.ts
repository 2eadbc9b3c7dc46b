// Issue 24 row 9: a game's best score is kept. POST /api/progress/game-score takes each finished round (the game
// frame's learnhub:game-score message) and keeps the learner's best; GET /api/progress/game-score/{contentId} reads it.
import { POST as save } from "../../app/api/progress/game-score/route";
import { GET as read } from "../../app/api/progress/game-score/[contentId]/route";
import { call } from "../support/route-client";
import { enrolLearner, makeLearner, makePlayerCourse } from "./player-fixtures";

type Learner = Awaited<ReturnType<typeof makeLearner>>;

async function setup() {
  const teacher = await makeLearner("author");
  const learner = await makeLearner();
  const made = await makePlayerCourse({ teacherId: teacher.id });
  await enrolLearner(learner.id, made.course.id);
  return { learner, ...made };
}

const round = (who: Learner, body: unknown) => call(save, "/api/progress/game-score", { headers: who.headers, body });
const best = (who: Learner, contentId: number) =>
  call(read, `/api/progress/game-score/${contentId}`, { headers: who.headers, params: { contentId: String(contentId) } });

describe("game scores", () => {
  it("keeps the best round: the highest share of the points, then the higher score", async () => {
    const { learner, game } = await setup();
    expect((await best(learner, game.id)).json).toEqual({ contentId: game.id, best: null, improved: false });
    const steps: [number, number, { score: number; total: number }, boolean][] = [
      [3, 10, { score: 3, total: 10 }, true],
      [2, 10, { score: 3, total: 10 }, false],
      [7, 10, { score: 7, total: 10 }, true],
      [7, 10, { score: 7, total: 10 }, false],
      [6, 8, { score: 6, total: 8 }, true], // 75% beats 70%
      [9, 12, { score: 9, total: 12 }, true], // the same share, more points
      [3, 4, { score: 9, total: 12 }, false],
    ];
    for (const [score, total, kept, improved] of steps) {
      const res = await round(learner, { contentId: game.id, score, total });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ contentId: game.id, best: kept, improved });
    }
    expect((await best(learner, game.id)).json.best).toEqual({ score: 9, total: 12 });
    // Another learner has their own.
    const other = await makeLearner();
    const { course } = await setup();
    await enrolLearner(other.id, course.id);
    expect((await best(other, game.id)).status).toBe(403);
  });

  it("refuses a lesson that is not a game (422), a course not enrolled (403), bad rounds (400) and visitors (401)", async () => {
    const { learner, game, lecture } = await setup();
    expect((await round(learner, { contentId: lecture.id, score: 1, total: 2 })).status).toBe(422);
    const stranger = await makeLearner();
    expect((await round(stranger, { contentId: game.id, score: 1, total: 2 })).status).toBe(403);
    for (const bad of [
      { score: 3, total: 2 },
      { score: -1, total: 2 },
      { score: 1, total: 0 },
      { score: 1.5, total: 2 },
      { score: 1, total: 20_000 },
      { score: "1", total: 2 },
    ]) {
      expect((await round(learner, { contentId: game.id, ...bad })).status).toBe(400);
    }
    expect((await call(save, "/api/progress/game-score", { body: { contentId: game.id, score: 1, total: 2 } })).status).toBe(401);
  });
});
