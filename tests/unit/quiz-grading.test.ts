import { correctOptionNumber, isCorrectChoice, optionText } from "../../lib/server/quiz/grade-choice";
import { log } from "../../lib/server/log/logger";

const row = (correct: string, options: [string, string, string, string] = ["Paris", "Rome", "Madrid", "Berlin"]) => ({
  id: 11,
  option1: options[0],
  option2: options[1],
  option3: options[2],
  option4: options[3],
  correct,
});

describe("server grading of one assessment", () => {
  it("finds the right option by its text", () => {
    expect(correctOptionNumber(row("Madrid"))).toBe(3);
    expect(optionText(row("Madrid"), 3)).toBe("Madrid");
  });

  it("tolerates surrounding spaces and letter case in `correct`", () => {
    expect(correctOptionNumber(row("  rome "))).toBe(2);
    expect(correctOptionNumber(row("New  Delhi", ["Mumbai", "New Delhi", "Pune", "Goa"]))).toBe(2);
  });

  it("prefers an exact match over a case-insensitive one", () => {
    expect(correctOptionNumber(row("pH", ["PH", "pH", "ph", "Ph"]))).toBe(2);
  });

  it("a `correct` matching no option is logged and no choice scores", () => {
    const spy = jest.spyOn(log, "error").mockImplementation(() => undefined);
    try {
      const broken = row("Lisbon");
      expect(correctOptionNumber(broken)).toBeNull();
      for (const c of [1, 2, 3, 4] as const) expect(isCorrectChoice(broken, c)).toBe(false);
      expect(spy).toHaveBeenCalledTimes(4);
      expect(spy).toHaveBeenCalledWith(
        "assessment correct answer matches none of its options",
        expect.objectContaining({ assessmentId: 11, correct: "Lisbon" }),
      );
    } finally {
      spy.mockRestore();
    }
  });

  it("only the right option scores", () => {
    const r = row("Berlin");
    expect([1, 2, 3, 4].map((c) => isCorrectChoice(r, c as 1 | 2 | 3 | 4))).toEqual([false, false, false, true]);
  });
});
