-- CreateTable
CREATE TABLE "game_scores" (
    "user_id" INTEGER NOT NULL,
    "content_id" INTEGER NOT NULL,
    "score" INTEGER NOT NULL,
    "total" INTEGER NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "game_scores_pkey" PRIMARY KEY ("user_id","content_id")
);

-- A learner's scores go with their account, a game's with the game (schema.prisma declares no relation fields).
ALTER TABLE "game_scores" ADD CONSTRAINT "game_scores_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "game_scores" ADD CONSTRAINT "game_scores_content_id_fkey" FOREIGN KEY ("content_id") REFERENCES "contents"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "game_scores" ADD CONSTRAINT "game_scores_score_check" CHECK ("score" >= 0 AND "total" > 0 AND "score" <= "total");
