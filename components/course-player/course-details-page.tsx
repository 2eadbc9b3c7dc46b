"use client";
// Route /coursedetails/{id}/{uid}: the course player. {uid} is the course's teacher (as linked from the
// catalogue); who is learning comes from the session, never from the URL.
import { useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { ApiError } from "@/lib/client/api";
import { getUserCourseDetails } from "@/lib/client/player-api";
import { useSession } from "@/lib/client/session/session-context";
import { playerKey } from "@/lib/client/query-keys";
import { CourseNotFound, LoadFailed, LoginRequired, NotEnrolled } from "./course-gates";
import { CoursePlayer } from "./course-player";
import { texts } from "./texts";

export function CourseDetailsPage() {
  const { id } = useParams();
  const { state } = useSession();
  const userId = state.isLoggedIn ? (state.user?.id ?? null) : null;
  const courseId = /^\d{1,10}$/.test(id ?? "") ? Number(id) : null;
  if (userId === null) return <LoginRequired />;
  if (courseId === null || courseId < 1 || courseId > 2_147_483_647) return <CourseNotFound />;
  return <EnrolledCourse key={`${userId}:${courseId}`} userId={userId} courseId={courseId} />;
}

function EnrolledCourse({ userId, courseId }: { userId: number; courseId: number }) {
  const queryKey = playerKey(userId, courseId);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => getUserCourseDetails(userId, courseId, signal),
    // Progress lives on the server; a fresh read on every visit is what makes resume and ticks right.
    staleTime: 0,
    retry: (n, e) => !(e instanceof ApiError && e.status >= 400 && e.status < 500) && n < 2,
  });

  if (query.isPending) {
    return (
      <p role="status" aria-live="polite" className="py-16 text-center text-ink-500">
        {texts.loading}
      </p>
    );
  }
  if (query.isError) {
    const e = query.error;
    if (e instanceof ApiError && e.status === 401) return <LoginRequired />;
    if (e instanceof ApiError && (e.status === 404 || e.status === 400)) return <CourseNotFound />;
    if (e instanceof ApiError && e.status === 403) {
      return <NotEnrolled message={e.message} userId={userId} courseId={courseId} onEnrolled={() => query.refetch()} />;
    }
    return <LoadFailed onRetry={() => void query.refetch()} />;
  }
  return <CoursePlayer details={query.data.data} queryKey={queryKey} />;
}
