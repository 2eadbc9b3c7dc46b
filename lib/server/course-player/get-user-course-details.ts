import "server-only";
import type { Board, Chapter, Content, ContentProgress, Course, Enrollment, Grade, User } from "@/lib/generated/prisma/client";
// The course player's one read: the course, its chapters with this learner's progress, the assessments
// without their answers, and where the learner left off.
import { AppError } from "@/lib/errors";
import { env } from "@/lib/env";
import { sql, type Nullable } from "@/lib/server/db/client";
import type { SessionUser } from "@/lib/server/auth/session";
import { canActFor } from "@/lib/server/auth/access";
import { captionsFor } from "@/lib/server/media/captions-for";
import { renderMarkdown } from "@/lib/server/markdown/render-markdown";
import { lessonExtras } from "./lesson-extras";
import { isPublished } from "@/lib/server/courses/published";
import type { PlayerAssessment, PlayerChapter, UserCourseDetails } from "@/lib/schemas/player";

type Options = { viewer: Pick<SessionUser, "id" | "role">; userId: number; courseId: number };

export async function getUserCourseDetails({ viewer, userId, courseId }: Options): Promise<UserCourseDetails> {
  if (!canActFor(viewer, userId)) {
    throw new AppError("forbidden", "You can only open your own courses.");
  }
  // Hand-written SQL (lib/server/db/sql.ts): a class opens the player again after every lesson.
  const [course] = await sql<CourseRow>`
    SELECT co.id, co.name, co.description, co.img, co.status, co.instructor_name AS "instructorName", co.duration,
           co.language, g.name AS "gradeName", b.name AS "boardName", u.id AS "authorId", u.username AS "authorName",
           e.id AS "enrollmentId", e.last_content_id AS "lastContentId"
    FROM courses co
    JOIN users u ON u.id = co.user_id
    LEFT JOIN grades g ON g.id = co.grade_id
    LEFT JOIN boards b ON b.id = co.board_id
    LEFT JOIN enrollments e ON e.course_id = co.id AND e.user_id = ${userId}
    WHERE co.id = ${courseId}`;
  const enrolled = course?.enrollmentId != null;
  // An unpublished course stays open to those already enrolled, and invisible to everyone else.
  if (!course || (!isPublished(course) && !enrolled)) throw new AppError("not_found", "Course not found");
  if (!enrolled) {
    throw new AppError("forbidden", `You are not enrolled in “${course.name}” yet. Enrol to start learning.`);
  }

  // Chapters in order, each content with this learner's progress and its questions (`correct` is
  // deliberately not selected: grading happens on the server). A chapter without contents has one row
  // whose content is null.
  const rows = await sql<ContentRow>`
    SELECT ch.id AS "chapterId", ch.name AS "chapterName", c.id, c.name, c.description, c.video,
           c.content_type AS "contentType", c.body, c.game_data AS "gameData", p.viewed, p.position_sec AS "positionSec",
           (SELECT (extract(epoch FROM cc.updated_at) * 1000)::float8 FROM content_captions cc WHERE cc.content_id = c.id) AS "ownCaptionsAt",
           COALESCE((SELECT json_agg(json_build_object('id', q.id, 'question', q.question, 'option1', q.option1,
                       'option2', q.option2, 'option3', q.option3, 'option4', q.option4, 'option5', q.option5, 'option6', q.option6)
                       ORDER BY q.position)
                     FROM assessments q WHERE q.content_id = c.id AND q.retired_at IS NULL), '[]'::json) AS assessments
    FROM chapters ch
    LEFT JOIN contents c ON c.chapter_id = ch.id
    LEFT JOIN content_progress p ON p.content_id = c.id AND p.user_id = ${userId}
    WHERE ch.course_id = ${courseId}
    ORDER BY ch.position, c.position`;

  let resume: UserCourseDetails["resume"] = null;
  const chapters: PlayerChapter[] = [];
  for (const row of rows) {
    let chapter = chapters.at(-1);
    if (chapter?.id !== row.chapterId) chapters.push((chapter = { id: row.chapterId, name: row.chapterName, contents: [] }));
    if (row.id === null) continue;
    const positionSec = row.positionSec ?? 0;
    if (row.id === course.lastContentId) resume = { contentId: row.id, positionSec };
    chapter.contents.push({
      id: row.id,
      name: row.name!,
      description: row.description!,
      video: row.video,
      contentType: row.contentType!,
      captions: captionsFor({ id: row.id, contentType: row.contentType!, video: row.video, ownCaptionsAt: row.ownCaptionsAt }),
      viewed: row.viewed ?? false,
      positionSec,
      assessments: row.assessments,
      ...lessonExtras({ contentType: row.contentType!, body: row.body, gameData: row.gameData }),
    });
  }

  return {
    course: {
      id: course.id,
      name: course.name,
      description: course.description,
      descriptionHtml: renderMarkdown(course.description),
      img: course.img,
      grade: course.gradeName === null ? null : { name: course.gradeName },
      board: course.boardName === null ? null : { name: course.boardName },
      user: { id: course.authorId, username: course.authorName },
      instructorName: course.instructorName ?? "N/A",
      duration: course.duration,
      language: course.language,
    },
    chapters,
    resume,
    videoBaseUrl: env().VIDEO_BASE_URL,
  };
}

/** Typed from the schema: a column renamed or retyped there breaks the build here. Joined columns may be null. */
type CourseRow = Pick<Course, "id" | "name" | "description" | "img" | "status" | "instructorName" | "duration" | "language"> & {
  gradeName: Grade["name"] | null;
  boardName: Board["name"] | null;
  authorId: User["id"];
  authorName: User["username"];
  enrollmentId: Enrollment["id"] | null;
  lastContentId: Enrollment["lastContentId"];
};

type ContentRow = { chapterId: Chapter["id"]; chapterName: Chapter["name"] } & Nullable<
  Pick<Content, "id" | "name" | "description" | "video" | "contentType" | "body" | "gameData">
> & {
    viewed: ContentProgress["viewed"] | null;
    positionSec: ContentProgress["positionSec"] | null;
    /** ms since the epoch of the lecture's own captions (content_captions.updated_at, stored as UTC). */
    ownCaptionsAt: number | null;
    assessments: PlayerAssessment[];
  };
