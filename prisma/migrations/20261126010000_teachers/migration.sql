-- Teachers and their classes: a teacher role, classes with a teacher, a board, a school year and a join switch;
-- class membership (a learner may be in several classes); assignments; an audit table; learners without email
-- (added by a teacher, with a one-time password and a recorded parental consent); disabled accounts; verified
-- lab passes; and each learner's latest lab run for the live view.
-- CreateEnum
CREATE TYPE "AssignmentKind" AS ENUM ('course', 'test', 'lab');

-- CreateEnum
CREATE TYPE "RunOutcome" AS ENUM ('ran', 'passed', 'failed', 'error');

-- AlterEnum
ALTER TYPE "Role" ADD VALUE 'teacher';

-- DropForeignKey
ALTER TABLE "users" DROP CONSTRAINT "users_class_id_fkey";

-- AlterTable
ALTER TABLE "school_classes" ADD COLUMN     "board_id" INTEGER,
ADD COLUMN     "join_open" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "school_year" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "teacher_id" INTEGER;

-- CreateTable (before users.class_id goes: its rows become memberships)
CREATE TABLE "class_members" (
    "class_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "joined_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "class_members_pkey" PRIMARY KEY ("class_id","user_id")
);
INSERT INTO "class_members" ("class_id", "user_id", "joined_at") SELECT "class_id", "id", "created_at" FROM "users" WHERE "class_id" IS NOT NULL;

-- AlterTable
ALTER TABLE "users" DROP COLUMN "class_id",
ADD COLUMN     "created_by_id" INTEGER,
ADD COLUMN     "disabled_at" TIMESTAMP(3),
ADD COLUMN     "must_change_password" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "parental_consent_at" TIMESTAMP(3),
ALTER COLUMN "email" DROP NOT NULL;

-- AlterTable
ALTER TABLE "user_cell_passes" ADD COLUMN     "verified_at" TIMESTAMP(3);
-- Java passes were always judged on the server.
UPDATE "user_cell_passes" p SET "verified_at" = p."passed_at" FROM "lab_cells" c WHERE c."id" = p."cell_id" AND c."language" = 'java';

-- CreateTable
CREATE TABLE "assignments" (
    "id" SERIAL NOT NULL,
    "class_id" INTEGER NOT NULL,
    "kind" "AssignmentKind" NOT NULL,
    "target_key" TEXT NOT NULL,
    "course_id" INTEGER,
    "content_id" INTEGER,
    "lab_id" INTEGER,
    "due_at" TIMESTAMP(3),
    "created_by_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "assignments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_events" (
    "id" SERIAL NOT NULL,
    "actor_id" INTEGER,
    "action" TEXT NOT NULL,
    "target_user_id" INTEGER,
    "target_class_id" INTEGER,
    "details" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lab_activity" (
    "user_id" INTEGER NOT NULL,
    "cell_id" UUID NOT NULL,
    "lab_id" INTEGER NOT NULL,
    "last_run_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "outcome" "RunOutcome" NOT NULL,
    "error_line" TEXT,
    "output" TEXT NOT NULL DEFAULT '',
    "code" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "lab_activity_pkey" PRIMARY KEY ("user_id","cell_id")
);

-- CreateIndex
CREATE INDEX "class_members_user_id_idx" ON "class_members"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "assignments_class_id_target_key_key" ON "assignments"("class_id", "target_key");

-- CreateIndex
CREATE INDEX "audit_events_target_user_id_created_at_idx" ON "audit_events"("target_user_id", "created_at");

-- CreateIndex
CREATE INDEX "audit_events_created_at_idx" ON "audit_events"("created_at");

-- CreateIndex
CREATE INDEX "lab_activity_lab_id_user_id_idx" ON "lab_activity"("lab_id", "user_id");

-- CreateIndex
CREATE INDEX "school_classes_teacher_id_idx" ON "school_classes"("teacher_id");

-- CreateIndex
CREATE INDEX "school_classes_organization_id_idx" ON "school_classes"("organization_id");

-- AddForeignKey
ALTER TABLE "school_classes" ADD CONSTRAINT "school_classes_board_id_fkey" FOREIGN KEY ("board_id") REFERENCES "boards"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "school_classes" ADD CONSTRAINT "school_classes_teacher_id_fkey" FOREIGN KEY ("teacher_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "class_members" ADD CONSTRAINT "class_members_class_id_fkey" FOREIGN KEY ("class_id") REFERENCES "school_classes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "class_members" ADD CONSTRAINT "class_members_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_class_id_fkey" FOREIGN KEY ("class_id") REFERENCES "school_classes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_course_id_fkey" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_content_id_fkey" FOREIGN KEY ("content_id") REFERENCES "contents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lab_activity" ADD CONSTRAINT "lab_activity_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lab_activity" ADD CONSTRAINT "lab_activity_cell_id_fkey" FOREIGN KEY ("cell_id") REFERENCES "lab_cells"("id") ON DELETE CASCADE ON UPDATE CASCADE;

