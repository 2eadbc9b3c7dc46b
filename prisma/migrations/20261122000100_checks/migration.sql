-- Rules the database enforces beyond what schema.prisma can express.
ALTER TABLE "courses" ADD CONSTRAINT "courses_name_not_blank" CHECK (length(btrim("name")) > 0);
ALTER TABLE "contents" ADD CONSTRAINT "contents_type_known" CHECK ("content_type" IN ('lecture', '2', 'game'));
ALTER TABLE "users" ADD CONSTRAINT "users_email_lowercase" CHECK ("email" = lower("email"));
ALTER TABLE "users" ADD CONSTRAINT "users_username_not_blank" CHECK (length(btrim("username")) > 0);
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_options_not_blank"
  CHECK (length(btrim("option1")) > 0 AND length(btrim("option2")) > 0 AND length(btrim("option3")) > 0 AND length(btrim("option4")) > 0);
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_score_range" CHECK ("score" IS NULL OR ("score" >= 0 AND "score" <= "total"));
ALTER TABLE "email_otps" ADD CONSTRAINT "email_otps_attempts_range" CHECK ("attempts" >= 0);
ALTER TABLE "lab_cells" ADD CONSTRAINT "lab_cells_title_not_blank" CHECK (length(btrim("title")) > 0);
