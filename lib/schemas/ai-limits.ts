// Length limits of the AI tutor's inputs, without zod: the chat panel in the browser reads them too.
export const AI_LIMITS = {
  question: 1_000,
  option: 500,
  message: 500,
  minOptions: 2,
  maxOptions: 6,
} as const;
