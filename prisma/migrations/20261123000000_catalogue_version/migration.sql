-- A version number for the public catalogue, bumped by the database itself whenever anything the
-- catalogue shows changes (courses, grades, boards, a teacher's username), whoever writes it: the app,
-- another instance, the lab authoring panel, or an operator in prisma studio. The app keeps the
-- serialised catalogue in memory and re-reads it only when this number moves.
CREATE TABLE "catalogue_version" (
  "id" SMALLINT NOT NULL DEFAULT 1,
  "version" BIGINT NOT NULL DEFAULT 0,
  CONSTRAINT "catalogue_version_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "catalogue_version_single_row" CHECK ("id" = 1)
);
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);

CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER "courses_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
CREATE TRIGGER "grades_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "grades"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
CREATE TRIGGER "boards_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "boards"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
CREATE TRIGGER "users_bump_catalogue_version" AFTER UPDATE OF "username" OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
