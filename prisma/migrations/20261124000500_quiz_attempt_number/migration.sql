-- Which attempt of a skills test this is for the learner (1 = the first, the honest score a teacher reads).
ALTER TABLE "quiz_attempts" ADD COLUMN "attempt_number" INTEGER NOT NULL DEFAULT 1;
UPDATE "quiz_attempts" AS q SET "attempt_number" = r.n
FROM (SELECT "id", row_number() OVER (PARTITION BY "user_id", "content_id" ORDER BY "started_at", "id") AS n FROM "quiz_attempts") AS r
WHERE q."id" = r."id";
CREATE UNIQUE INDEX "quiz_attempts_user_id_content_id_attempt_number_key" ON "quiz_attempts"("user_id", "content_id", "attempt_number");
