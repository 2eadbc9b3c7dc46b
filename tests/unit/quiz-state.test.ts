import { initialQuizState, isAnswered, questionState, quizReducer, type QuizAction, type QuizState } from "../../components/quiz/quiz-state";
import { isPassing } from "../../lib/schemas/quiz";

const run = (actions: QuizAction[], from: QuizState = initialQuizState) => actions.reduce(quizReducer, from);
const answered = (id: number, choice: number, score: 0 | 1): QuizAction[] => [
  { type: "choose", assessmentId: id, choice },
  { type: "scored", assessmentId: id, choice, score },
];

describe("skills test state", () => {
  it("records the first choice and its score once", () => {
    const s = run(answered(7, 2, 1));
    expect(questionState(s, 7)).toEqual({ selected: 2, firstChoice: 2, firstScore: 1, score: 1, pending: false });
  });

  it("a changed answer changes the shown score but not the first choice's score", () => {
    const s = run([...answered(7, 1, 0), ...answered(7, 3, 1), ...answered(7, 4, 0), ...answered(7, 3, 1)]);
    const q = questionState(s, 7);
    expect(q.selected).toBe(3);
    expect(q.score).toBe(1);
    expect(q.firstChoice).toBe(1);
    expect(q.firstScore).toBe(0);
  });

  it("a right first answer spoiled later still counts as right", () => {
    const q = questionState(run([...answered(1, 2, 1), ...answered(1, 4, 0)]), 1);
    expect([q.score, q.firstScore]).toEqual([0, 1]);
  });

  it("Next stays disabled until the current question has a graded answer", () => {
    expect(isAnswered(questionState(initialQuizState, 5))).toBe(false);
    const pending = run([{ type: "choose", assessmentId: 5, choice: 2 }]);
    expect(isAnswered(questionState(pending, 5))).toBe(false);
    expect(isAnswered(questionState(run([{ type: "scored", assessmentId: 5, choice: 2, score: 0 }], pending), 5))).toBe(true);
  });

  it("ignores a late grade for a choice the learner has since replaced", () => {
    const s = run([
      { type: "choose", assessmentId: 9, choice: 1 },
      { type: "choose", assessmentId: 9, choice: 2 },
      { type: "scored", assessmentId: 9, choice: 1, score: 1 },
    ]);
    expect(questionState(s, 9)).toMatchObject({ selected: 2, score: null, firstChoice: null, pending: true });
  });

  it("a failed save restores the previous answer", () => {
    const before = run(answered(3, 2, 1));
    const previous = questionState(before, 3);
    const s = run(
      [
        { type: "choose", assessmentId: 3, choice: 4 },
        { type: "failed", assessmentId: 3, previous },
      ],
      before,
    );
    expect(questionState(s, 3)).toEqual(previous);
  });

  it("moves one question at a time and never past the last; reset starts over", () => {
    let s = run([
      { type: "next", total: 3 },
      { type: "next", total: 3 },
      { type: "next", total: 3 },
    ]);
    expect(s.index).toBe(2);
    s = run([{ type: "reset" }], run(answered(1, 1, 1), s));
    expect(s).toEqual(initialQuizState);
  });
});

describe("pass mark (contract §9: 50% of questions)", () => {
  it("passes at exactly 50% and above, fails below", () => {
    expect(isPassing(2, 4)).toBe(true);
    expect(isPassing(5, 10)).toBe(true);
    expect(isPassing(3, 5)).toBe(true);
    expect(isPassing(2, 5)).toBe(false);
    expect(isPassing(1, 4)).toBe(false);
    expect(isPassing(0, 1)).toBe(false);
    expect(isPassing(1, 1)).toBe(true);
  });

  it("an empty test cannot be passed", () => {
    expect(isPassing(0, 0)).toBe(false);
  });
});
