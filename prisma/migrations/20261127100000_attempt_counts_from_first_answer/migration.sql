-- AlterTable
ALTER TABLE "quiz_attempts" ALTER COLUMN "attempt_number" DROP NOT NULL,
ALTER COLUMN "attempt_number" DROP DEFAULT;

-- An attempt counts from its first answer (issue 24 row 1): a test opened and left without an answer is no
-- attempt. Those rows lose their number, and each learner's answered attempts at a test are numbered again
-- 1, 2, … in their order, so the first attempt teachers see is the first one the learner answered.
UPDATE "quiz_attempts" a SET "attempt_number" = NULL
WHERE a."finished_at" IS NULL AND NOT EXISTS (SELECT 1 FROM "quiz_answers" x WHERE x."attempt_id" = a."id");

UPDATE "quiz_attempts" a SET "attempt_number" = -r.n
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "user_id", "content_id" ORDER BY "attempt_number", "id") AS n
  FROM "quiz_attempts" WHERE "attempt_number" IS NOT NULL
) r
WHERE a."id" = r."id";

UPDATE "quiz_attempts" SET "attempt_number" = -"attempt_number" WHERE "attempt_number" < 0;
