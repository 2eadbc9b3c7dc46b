-- CreateTable
CREATE TABLE "media_uploads" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "course_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "size" BIGINT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'uploading',
    "key" TEXT,
    "message" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "media_uploads_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "media_uploads_key_key" ON "media_uploads"("key");

-- CreateIndex
CREATE INDEX "media_uploads_user_id_created_at_idx" ON "media_uploads"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "media_uploads_course_id_idx" ON "media_uploads"("course_id");

-- CreateIndex
CREATE INDEX "media_uploads_state_updated_at_idx" ON "media_uploads"("state", "updated_at");


-- The course and the uploader (declared here only; see the model's comment). A deleted course or account takes its
-- upload records with it; the stored files are what the studio saved on contents and courses.
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_course_id_fkey" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_kind_check" CHECK ("kind" IN ('video', 'cover', 'h5p'));
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_state_check" CHECK ("state" IN ('uploading', 'processing', 'ready', 'rejected'));
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_size_check" CHECK ("size" > 0);
