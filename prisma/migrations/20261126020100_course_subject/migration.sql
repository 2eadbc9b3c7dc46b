-- The course studio: a course's subject (mathematics, science...), free text beside its grade and board.
ALTER TABLE "courses" ADD COLUMN "subject" TEXT NOT NULL DEFAULT '';
