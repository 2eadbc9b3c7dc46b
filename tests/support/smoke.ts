// One smoke scenario run against both databases: the schema's relations and constraints behave the same.
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { dbConstraintError } from "../../lib/server/db/errors";

export async function runSmoke(prisma: PrismaClient) {
  const tag = Math.random().toString(36).slice(2, 8);
  const org = await prisma.organization.create({ data: { name: `Smoke School ${tag}` } });
  const teacher = await prisma.user.create({
    data: { username: `t_${tag}`, email: `t_${tag}@example.test`, passwordHash: "x", role: "author", organizationId: org.id },
  });
  const learner = await prisma.user.create({ data: { username: `l_${tag}`, email: `l_${tag}@example.test`, passwordHash: "x" } });
  const grade = await prisma.grade.create({ data: { name: `Smoke Grade ${tag}`, level: 1000 + Math.floor(Math.random() * 1e6) } });
  const course = await prisma.course.create({
    data: {
      name: "Smoke course",
      status: 3,
      gradeId: grade.id,
      userId: teacher.id,
      chapters: {
        create: [
          {
            name: "Ch 1",
            position: 1,
            contents: {
              create: [
                {
                  name: "Lecture 1",
                  position: 1,
                  video: "a.mp4",
                  assessments: { create: [{ question: "2+2?", option1: "3", option2: "4", option3: "5", option4: "6", correct: "4", position: 1 }] },
                },
              ],
            },
          },
        ],
      },
    },
    include: { chapters: { include: { contents: { include: { assessments: true } } } } },
  });
  const enrol = await prisma.enrollment.create({ data: { userId: learner.id, courseId: course.id } });
  const content = course.chapters[0]!.contents[0]!;
  await prisma.contentProgress.create({ data: { userId: learner.id, contentId: content.id, positionSec: 12.5 } });

  const dupEnrol = await prisma.enrollment.create({ data: { userId: learner.id, courseId: course.id } }).then(() => "created", dbConstraintError);
  const dupEmail = await prisma.user
    .create({ data: { username: `x_${tag}`, email: `l_${tag}@example.test`, passwordHash: "x" } })
    .then(() => "created", dbConstraintError);
  const upperEmail = await prisma.user.create({ data: { username: `u_${tag}`, email: `UPPER_${tag}@example.test`, passwordHash: "x" } }).then(
    () => "created",
    () => "rejected",
  );
  const badType = await prisma.content.create({ data: { chapterId: course.chapters[0]!.id, name: "Bad", position: 9, contentType: "podcast" } }).then(
    () => "created",
    () => "rejected",
  );
  // A course with learners cannot be deleted out from under them.
  const courseDelete = await prisma.course.delete({ where: { id: course.id } }).then(
    () => "deleted",
    () => "rejected",
  );
  // Deleting a learner removes their own records.
  await prisma.user.delete({ where: { id: learner.id } });
  const leftovers = await prisma.enrollment.count({ where: { id: enrol.id } });
  // Secrets are never selected unless asked for.
  const fetched = await prisma.user.findUniqueOrThrow({ where: { id: teacher.id } });
  return { dupEnrol, dupEmail, upperEmail, badType, courseDelete, leftovers, hasHash: "passwordHash" in fetched };
}

export const expectedSmoke = {
  dupEnrol: "unique",
  dupEmail: "unique",
  upperEmail: "rejected",
  badType: "rejected",
  courseDelete: "rejected",
  leftovers: 0,
  hasHash: false,
};
