// The skills test's state (contract §4 Quiz): per question the selected option, the first choice and the score.
// The shown score follows the current selection; the final score counts only first choices (the server
// grades both; this state mirrors what it said).
export type Score = 0 | 1;

export type QuestionState = {
  selected: number | null;
  firstChoice: number | null;
  firstScore: Score | null;
  score: Score | null;
  pending: boolean;
};

export type QuizState = { index: number; questions: Record<number, QuestionState> };

export type QuizAction =
  | { type: "choose"; assessmentId: number; choice: number }
  | { type: "scored"; assessmentId: number; choice: number; score: Score }
  | { type: "failed"; assessmentId: number; previous: QuestionState }
  | { type: "next"; total: number }
  | { type: "reset" };

export const emptyQuestion: QuestionState = { selected: null, firstChoice: null, firstScore: null, score: null, pending: false };

export const initialQuizState: QuizState = { index: 0, questions: {} };

export function questionState(state: QuizState, assessmentId: number): QuestionState {
  return state.questions[assessmentId] ?? emptyQuestion;
}

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case "choose": {
      const q = questionState(state, action.assessmentId);
      return { ...state, questions: { ...state.questions, [action.assessmentId]: { ...q, selected: action.choice, pending: true } } };
    }
    case "scored": {
      const q = questionState(state, action.assessmentId);
      // A late answer for a choice the learner has since changed must not overwrite the newer one's score.
      if (q.selected !== action.choice) return state;
      const first = q.firstChoice === null;
      return {
        ...state,
        questions: {
          ...state.questions,
          [action.assessmentId]: {
            selected: action.choice,
            score: action.score,
            firstChoice: first ? action.choice : q.firstChoice,
            firstScore: first ? action.score : q.firstScore,
            pending: false,
          },
        },
      };
    }
    case "failed":
      return { ...state, questions: { ...state.questions, [action.assessmentId]: { ...action.previous, pending: false } } };
    case "next":
      return { ...state, index: Math.min(state.index + 1, Math.max(0, action.total - 1)) };
    case "reset":
      return initialQuizState;
    default:
      return state;
  }
}

/** Next (or Show Recommendation) is enabled once the current question has a graded answer. */
export function isAnswered(q: QuestionState): boolean {
  return q.selected !== null && q.score !== null && !q.pending;
}
