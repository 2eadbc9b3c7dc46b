-- Auto-checked lab cells: an expected output (exact text or a pattern) and/or test code per cell, and the
-- checked cells each learner has passed.
CREATE TYPE "OutputMatch" AS ENUM ('exact', 'pattern');

ALTER TABLE "lab_cells" ADD COLUMN "expected_output" TEXT;
ALTER TABLE "lab_cells" ADD COLUMN "output_match" "OutputMatch" NOT NULL DEFAULT 'exact';
ALTER TABLE "lab_cells" ADD COLUMN "test_code" TEXT;

CREATE TABLE "user_cell_passes" (
    "user_id" INTEGER NOT NULL,
    "cell_id" UUID NOT NULL,
    "passed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_cell_passes_pkey" PRIMARY KEY ("user_id","cell_id")
);

CREATE INDEX "user_cell_passes_cell_id_idx" ON "user_cell_passes"("cell_id");

ALTER TABLE "user_cell_passes" ADD CONSTRAINT "user_cell_passes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "user_cell_passes" ADD CONSTRAINT "user_cell_passes_cell_id_fkey" FOREIGN KEY ("cell_id") REFERENCES "lab_cells"("id") ON DELETE CASCADE ON UPDATE CASCADE;
