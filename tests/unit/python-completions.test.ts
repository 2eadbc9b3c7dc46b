// The Python cell's suggestions (lib/client/labs/monaco/python-completions.ts): keywords, built-ins and the cell's
// own names, each once, without the word being typed.
import { pythonSuggestions } from "@/lib/client/labs/monaco/python-completions";

describe("pythonSuggestions", () => {
  it("offers Python's keywords and the built-ins a beginner meets, in an empty cell too", () => {
    const labels = pythonSuggestions("", "").map((s) => s.label);
    for (const word of ["def", "while", "print", "input", "range", "len"]) expect(labels).toContain(word);
    expect(pythonSuggestions("", "").find((s) => s.label === "print")?.kind).toBe("builtin");
  });

  it("adds the cell's own names once, never a keyword or built-in twice, and not the word being typed", () => {
    const s = pythonSuggestions("total = 0\nfor mark in marks:\n    total += mark\nprint(total)\ntot", "tot");
    const names = s.filter((x) => x.kind === "name").map((x) => x.label);
    expect(names).toEqual(["total", "mark", "marks"]);
    expect(s.filter((x) => x.label === "print")).toHaveLength(1);
    expect(s.filter((x) => x.label === "for")).toHaveLength(1);
  });
});
