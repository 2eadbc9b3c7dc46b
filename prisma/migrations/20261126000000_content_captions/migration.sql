-- A lecture's own captions (they were a file beside the video, shared by every lecture that plays it).
CREATE TABLE "content_captions" (
    "content_id" INTEGER NOT NULL,
    "vtt" TEXT NOT NULL,
    "updated_by_id" INTEGER,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "content_captions_pkey" PRIMARY KEY ("content_id")
);

ALTER TABLE "content_captions" ADD CONSTRAINT "content_captions_content_id_fkey" FOREIGN KEY ("content_id") REFERENCES "contents"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "content_captions" ADD CONSTRAINT "content_captions_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
