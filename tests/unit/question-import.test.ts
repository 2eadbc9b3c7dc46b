// The studio's question file parsers (GIFT, Aiken, CSV) on files as teachers bring them: Moodle exports with
// comments, titles, escapes, HTML and multi-line questions; Aiken files with "ANSWER: B"; spreadsheets saved as
// CSV with a byte-order mark, quoted commas and quotes. Each refused question is reported on its own line with why.
import { parseAiken } from "../../lib/server/studio/import/parse-aiken";
import { parseCsv } from "../../lib/server/studio/import/parse-csv";
import { parseGift } from "../../lib/server/studio/import/parse-gift";
import { parseQuestions } from "../../lib/server/studio/import/parse-questions";

describe("GIFT (Moodle)", () => {
  const MOODLE_EXPORT = [
    "// question: 1234  name: Halves",
    "// Exported from Moodle",
    "$CATEGORY: $course$/top/Fractions",
    "",
    "// question: 1235  name: Half of ten",
    "::Half of ten::What is half of 10?{",
    "\t=5#Well done",
    "\t~2#No: that is a fifth",
    "\t~20",
    "\t####Half of 10 is 10 ÷ 2.",
    "}",
    "",
    "::Sunrise:: The sun rises in the east. {T}",
    "",
    "::Escapes:: In C, which is assignment\\: \\= or \\=\\=? {",
    "  =\\=",
    "  ~\\=\\=",
    "  ~\\~",
    "  ~\\{\\}",
    "}",
    "",
    "::Multi line::",
    "What is",
    "2 + 2?",
    "{=4 ~3 ~5}",
    "",
    "Which one is a prime? {~%0%4 ~%100%7 ~%0%9}",
    "",
    "The moon is a star. {FALSE}",
  ].join("\r\n");

  it("reads a Moodle export: comments and categories skipped, titles dropped, escapes undone, multi-line stems joined", () => {
    const { questions, refused } = parseGift(MOODLE_EXPORT);
    expect(refused).toEqual([]);
    expect(questions).toEqual([
      { line: 6, question: "What is half of 10?", options: ["5", "2", "20"], correct: 1, explanation: "Half of 10 is 10 ÷ 2." },
      { line: 13, question: "The sun rises in the east.", options: ["True", "False"], correct: 1, explanation: null },
      { line: 15, question: "In C, which is assignment: = or ==?", options: ["=", "==", "~", "{}"], correct: 1, explanation: null },
      { line: 22, question: "What is 2 + 2?", options: ["4", "3", "5"], correct: 1, explanation: null },
      { line: 27, question: "Which one is a prime?", options: ["4", "7", "9"], correct: 2, explanation: null },
      { line: 29, question: "The moon is a star.", options: ["True", "False"], correct: 2, explanation: null },
    ]);
  });

  it("turns Moodle's [html] text into plain text (Moodle exports questions as HTML)", () => {
    const file = "::Q2::[html]<p>What is <b>2</b> &amp; 3 &lt; 6?</p>{=[html]<p>Yes</p> ~[html]No&nbsp;way ~Maybe}";
    const { questions, refused } = parseGift(file);
    expect(refused).toEqual([]);
    expect(questions).toEqual([{ line: 1, question: "What is 2 & 3 < 6?", options: ["Yes", "No way", "Maybe"], correct: 1, explanation: null }]);
  });

  it("refuses, each on its own line with the reason, what a test here cannot hold — and keeps reading after a broken question", () => {
    const file = [
      "::Capital:: The capital of France is {=Paris =paris}", // line 1: short answer
      "",
      "::Pi:: Pi to two decimals? {#3.14:0.005}", // line 3: numerical
      "",
      "// a comment before the broken one",
      "::Broken:: What is 1 + 1? {=2 ~3", // line 6: no closing brace
      "",
      "::Match:: Match them. {=cat -> animal =rose -> flower}", // line 8
      "",
      "::Essay:: Write about your summer. {}", // line 10
      "",
      "::Two right:: Pick the even numbers. {~%50%2 ~%50%4 ~%-100%3}", // line 12: partial credit, no single right answer
      "",
      "::None right:: Pick one. {~a ~b}", // line 14
      "",
      "::Lonely:: Only one option. {~%100%a}", // line 16
      "",
      "::Twins:: Same options. {=a ~A}", // line 18
      "",
      "::OK:: What is 3 + 3? {=6 ~7}", // line 20
      "",
      "What is 4 + 4? (the braces were forgotten)", // line 22: a description in GIFT
    ].join("\n");
    const { questions, refused } = parseGift(file);
    expect(questions.map((q) => q.line)).toEqual([20]);
    expect(refused.map((r) => r.line)).toEqual([1, 3, 6, 8, 10, 12, 14, 16, 18, 22]);
    expect(refused.at(-1)!.reason).toMatch(/^No answers in braces/);
    const reason = (line: number) => refused.find((r) => r.line === line)!.reason;
    expect(reason(1)).toMatch(/short-answer question cannot be imported/);
    expect(reason(3)).toMatch(/numerical question cannot be imported/);
    expect(reason(6)).toMatch(/^Not valid GIFT/);
    expect(refused.find((r) => r.line === 6)!.text).toBe("::Broken:: What is 1 + 1? {=2 ~3");
    expect(reason(8)).toMatch(/matching question/);
    expect(reason(10)).toMatch(/essay question/);
    expect(reason(12)).toMatch(/^More than one option is right \(or each earns part of the mark\)/);
    expect(reason(14)).toBe("No option is marked as the right answer (=).");
    expect(reason(16)).toMatch(/at least 2 options/);
    expect(reason(18)).toBe("Two options are the same.");
  });

  it("reads a lone ':' in a question, an option or feedback as text, as Moodle does, and still knows a numerical answer", () => {
    const file = [
      "::Clock:: The lesson starts at 10:30. Note: a.m.? {T}",
      "",
      "Which ratio is 2:4 in lowest terms? {=1:2#Right: divide both by 2 ~2:1#No: that is 4:2 ~1:4}",
      "",
      "Pi to two decimals? {#3.14:0.005}",
    ].join("\n");
    const { questions, refused } = parseGift(file);
    expect(questions).toEqual([
      { line: 1, question: "The lesson starts at 10:30. Note: a.m.?", options: ["True", "False"], correct: 1, explanation: null },
      { line: 3, question: "Which ratio is 2:4 in lowest terms?", options: ["1:2", "2:1", "1:4"], correct: 1, explanation: null },
    ]);
    expect(refused).toEqual([
      { line: 5, text: "Pi to two decimals? {#3.14:0.005}", reason: expect.stringMatching(/^A numerical question cannot be imported/) },
    ]);
  });

  it("refuses a question with more than six options", () => {
    const { questions, refused } = parseGift("Count? {=1 ~2 ~3 ~4 ~5 ~6 ~7}");
    expect(questions).toEqual([]);
    expect(refused).toEqual([{ line: 1, text: "Count? {=1 ~2 ~3 ~4 ~5 ~6 ~7}", reason: "A question may have at most 6 options; this one has 7." }]);
  });
});

describe("Aiken", () => {
  it("reads Moodle's documented sample with '.' and ')' options, blank lines, CRLF and a byte-order mark", () => {
    const file = [
      "\uFEFFWhat is the correct answer to this question?",
      "A. Is it this one?",
      "B. Maybe this answer?",
      "C. Possibly this one?",
      "D. Must be this one!",
      "ANSWER: D",
      "",
      "Which LMS has the most quiz import formats?",
      "A) Moodle",
      "B) ATutor",
      "C) Claroline",
      "D) Blackboard",
      "E) WebCT",
      "F) Ilias",
      "ANSWER: A",
      "Is 7 prime?",
      "a. yes",
      "b. no",
      "answer: b",
    ].join("\r\n");
    const { questions, refused } = parseAiken(file);
    expect(refused).toEqual([]);
    expect(questions).toEqual([
      {
        line: 1,
        question: "What is the correct answer to this question?",
        options: ["Is it this one?", "Maybe this answer?", "Possibly this one?", "Must be this one!"],
        correct: 4,
        explanation: null,
      },
      {
        line: 8,
        question: "Which LMS has the most quiz import formats?",
        options: ["Moodle", "ATutor", "Claroline", "Blackboard", "WebCT", "Ilias"],
        correct: 1,
        explanation: null,
      },
      { line: 16, question: "Is 7 prime?", options: ["yes", "no"], correct: 2, explanation: null },
    ]);
  });

  it("refuses each broken question on its own line, with the reason", () => {
    const file = [
      "No answer line here?", // 1
      "A. one",
      "B. two",
      "",
      "Answer is not an option?", // 5
      "A. one",
      "B. two",
      "ANSWER: C",
      "Out of order?", // 9
      "A. one",
      "C. two",
      "ANSWER: A",
      "ANSWER: B", // 13: no question before it
      "Too many options?", // 14
      "A. 1",
      "B. 2",
      "C. 3",
      "D. 4",
      "E. 5",
      "F. 6",
      "G. 7",
      "ANSWER: A",
      "Good one?", // 23
      "A. yes",
      "B. no",
      "ANSWER: A",
    ].join("\n");
    const { questions, refused } = parseAiken(file);
    expect(questions.map((q) => q.line)).toEqual([23]);
    expect(refused).toEqual([
      { line: 1, text: "No answer line here?", reason: "The question has no ANSWER line." },
      { line: 5, text: "Answer is not an option?", reason: "The answer C is not one of the options (A, B)." },
      { line: 9, text: "Out of order?", reason: "Option C is out of order: expected B." },
      { line: 13, text: "ANSWER: B", reason: "An ANSWER line without a question before it." },
      { line: 14, text: "Too many options?", reason: "A question may have at most 6 options; this one has 7." },
    ]);
  });
});

describe("CSV", () => {
  it("reads a spreadsheet's CSV: byte-order mark, header in any order, quoted commas, doubled quotes, line breaks in a cell", () => {
    const file = [
      "\uFEFFanswer,question,option1,option2,option3,option4,explanation",
      'B,"Which is bigger, 1/2 or 1/3?",1/3,1/2,,,"Halves are bigger, since 2 < 3."',
      '3,"Who said ""Eureka""?",Newton,Einstein,Archimedes,Curie,',
      'Paris,"The capital of',
      'France?",London,Paris,Rome,,',
    ].join("\r\n");
    const { questions, refused } = parseCsv(file);
    expect(refused).toEqual([]);
    expect(questions).toEqual([
      { line: 2, question: "Which is bigger, 1/2 or 1/3?", options: ["1/3", "1/2"], correct: 2, explanation: "Halves are bigger, since 2 < 3." },
      { line: 3, question: 'Who said "Eureka"?', options: ["Newton", "Einstein", "Archimedes", "Curie"], correct: 3, explanation: null },
      { line: 4, question: "The capital of\nFrance?", options: ["London", "Paris", "Rome"], correct: 2, explanation: null },
    ]);
  });

  it("reads a file without a header in the documented column order, and ; separated files", () => {
    expect(parseCsv("What is 2+2?,3,4,5,,,,B,Count them\n").questions).toEqual([
      { line: 1, question: "What is 2+2?", options: ["3", "4", "5"], correct: 2, explanation: "Count them" },
    ]);
    expect(parseCsv("question;A;B;answer\nHot or cold: fire?;hot;cold;A\n").questions).toEqual([
      { line: 2, question: "Hot or cold: fire?", options: ["hot", "cold"], correct: 1, explanation: null },
    ]);
  });

  it("refuses an answer number that is also another option's text instead of guessing which was meant", () => {
    // Options 2, 4, 6, 8 and answer 4: option number 4 (8) or the option reading "4"? Refused, with how to say it.
    const { questions, refused } = parseCsv("question,option1,option2,option3,option4,answer\nWhat is 2 + 2?,2,4,6,8,4\nWhat is 1 + 1?,1,2,3,5,B\n");
    expect(questions.map((q) => [q.line, q.correct])).toEqual([[3, 2]]);
    expect(refused).toEqual([{ line: 2, text: "What is 2 + 2?", reason: expect.stringMatching(/both option 4 and the option reading "4".*letter/) }]);
  });

  it("refuses each bad row with its line and why", () => {
    const file = [
      "question,option1,option2,option3,answer", // 1
      "No answer?,a,b,c,", // 2
      "Gap?,a,,c,A", // 3
      "Wrong answer?,a,b,c,D", // 4
      "One option?,a,,,A", // 5
      ",a,b,c,A", // 6: no question
      "Same?,a,A,b,A", // 7
      "Fine?,a,b,c,C", // 8
      "Spaced?,New Delhi,New  Delhi,Mumbai,A", // 9: graded alike, so the same
    ].join("\n");
    const { questions, refused } = parseCsv(file);
    expect(questions.map((q) => q.line)).toEqual([8]);
    expect(refused.map((r) => [r.line, r.reason])).toEqual([
      [2, "The answer column is empty."],
      [3, "An option column is empty between two filled ones."],
      [4, 'The answer "D" is not one of this row\'s options.'],
      [5, "A question needs at least 2 options; this one has 1."],
      [6, "The question has no text."],
      [7, "Two options are the same."],
      [9, "Two options are the same."],
    ]);
  });

  it("refuses a header without an answer column", () => {
    const { questions, refused } = parseCsv("question,option1,option2\nQ?,a,b\n");
    expect(questions).toEqual([]);
    expect(refused).toEqual([{ line: 1, text: "question,option1,option2", reason: expect.stringMatching(/answer column/) }]);
  });
});

describe("parseQuestions", () => {
  it("picks the parser by format", () => {
    expect(parseQuestions("aiken", "Q?\nA. x\nB. y\nANSWER: B\n").questions).toHaveLength(1);
    expect(parseQuestions("gift", "Q? {=x ~y}").questions).toHaveLength(1);
    expect(parseQuestions("csv", "Q?,x,y,,,,,A").questions).toHaveLength(1);
  });
});
