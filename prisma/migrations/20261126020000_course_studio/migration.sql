-- The course studio (issue 21): a course's school, readings and template games, 2-6 options per question with an
-- explanation, the skills test's pass mark and option shuffling, and test versions that keep past attempts as taken.

-- A course belongs to its owner (user_id) and a school.
ALTER TABLE "courses" ADD COLUMN "organization_id" INTEGER;
ALTER TABLE "courses" ADD CONSTRAINT "courses_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE SET NULL ON UPDATE CASCADE;
CREATE INDEX "courses_organization_id_idx" ON "courses"("organization_id");

-- Contents: two new kinds; a reading's Markdown; a template game's data; the test's settings.
ALTER TABLE "contents" DROP CONSTRAINT "contents_type_known";
ALTER TABLE "contents" ADD CONSTRAINT "contents_type_known" CHECK ("content_type" IN ('lecture', '2', 'game', 'reading', 'h5p'));
ALTER TABLE "contents" ADD COLUMN "body" TEXT;
ALTER TABLE "contents" ADD COLUMN "game_data" JSONB;
ALTER TABLE "contents" ADD COLUMN "pass_percent" INTEGER NOT NULL DEFAULT 50;
ALTER TABLE "contents" ADD COLUMN "shuffle_options" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "contents" ADD CONSTRAINT "contents_pass_percent_range" CHECK ("pass_percent" BETWEEN 1 AND 100);

-- Questions: 2 to 6 options without gaps, an explanation, retirement instead of change once used.
ALTER TABLE "assessments" ADD COLUMN "option5" TEXT NOT NULL DEFAULT '';
ALTER TABLE "assessments" ADD COLUMN "option6" TEXT NOT NULL DEFAULT '';
ALTER TABLE "assessments" ADD COLUMN "explanation" TEXT;
ALTER TABLE "assessments" ADD COLUMN "retired_at" TIMESTAMP(3);
ALTER TABLE "assessments" DROP CONSTRAINT "assessments_options_not_blank";
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_options_not_blank" CHECK (
  length(btrim("option1")) > 0 AND length(btrim("option2")) > 0
  AND (length(btrim("option4")) = 0 OR length(btrim("option3")) > 0)
  AND (length(btrim("option5")) = 0 OR length(btrim("option4")) > 0)
  AND (length(btrim("option6")) = 0 OR length(btrim("option5")) > 0));
DROP INDEX "assessments_content_id_position_key";
CREATE INDEX "assessments_content_id_position_idx" ON "assessments"("content_id", "position");
CREATE UNIQUE INDEX "assessments_current_position_key" ON "assessments"("content_id", "position") WHERE "retired_at" IS NULL;

-- Test versions.
CREATE TABLE "test_versions" (
    "id" SERIAL NOT NULL,
    "content_id" INTEGER NOT NULL,
    "number" INTEGER NOT NULL,
    "pass_percent" INTEGER NOT NULL,
    "shuffle_options" BOOLEAN NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "test_versions_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "test_versions_content_id_number_key" ON "test_versions"("content_id", "number");
ALTER TABLE "test_versions" ADD CONSTRAINT "test_versions_content_id_fkey" FOREIGN KEY ("content_id") REFERENCES "contents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "test_version_questions" (
    "version_id" INTEGER NOT NULL,
    "assessment_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    CONSTRAINT "test_version_questions_pkey" PRIMARY KEY ("version_id", "assessment_id")
);
CREATE INDEX "test_version_questions_assessment_id_idx" ON "test_version_questions"("assessment_id");
ALTER TABLE "test_version_questions" ADD CONSTRAINT "test_version_questions_version_id_fkey" FOREIGN KEY ("version_id") REFERENCES "test_versions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "test_version_questions" ADD CONSTRAINT "test_version_questions_assessment_id_fkey" FOREIGN KEY ("assessment_id") REFERENCES "assessments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "quiz_attempts" ADD COLUMN "version_id" INTEGER;
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_version_id_fkey" FOREIGN KEY ("version_id") REFERENCES "test_versions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every test that has attempts today becomes version 1 of itself, and its attempts point at it.
INSERT INTO "test_versions" ("content_id", "number", "pass_percent", "shuffle_options")
SELECT DISTINCT a."content_id", 1, 50, false FROM "assessments" a;
INSERT INTO "test_version_questions" ("version_id", "assessment_id", "position")
SELECT v."id", a."id", a."position" FROM "assessments" a JOIN "test_versions" v ON v."content_id" = a."content_id";
UPDATE "quiz_attempts" q SET "version_id" = v."id" FROM "test_versions" v WHERE v."content_id" = q."content_id";
