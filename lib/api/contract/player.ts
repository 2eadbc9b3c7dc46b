// The course player: a learner's course with progress, progress saves, captions and the stored videos.
import { endpoint } from "../endpoint";
import { courseProgressQuery, courseProgressResponse } from "@/lib/schemas/progress";
import {
  CAPTIONS_MAX_CHARS,
  captionsBody,
  captionsResponse,
  contentIdParams,
  positionBody,
  positionResponse,
  userCourseDetailsResponse,
  userCourseParams,
  videoNameParams,
  viewBody,
  viewResponse,
} from "@/lib/schemas/player";

export const playerEndpoints = {
  userCourseDetails: endpoint({
    method: "GET",
    path: "/api/courses/getUserCourseDetails/:userId/:courseId",
    summary: "The enrolled learner's chapters, progress and resume point (403 when not enrolled; own account or admin).",
    access: "user",
    params: userCourseParams,
    response: userCourseDetailsResponse,
  }),
  markViewed: endpoint({
    method: "POST",
    path: "/api/progress/view",
    summary: "Marks a content viewed (the tick) and makes it the resume point.",
    access: "user",
    body: viewBody,
    maxBodyBytes: 1024,
    response: viewResponse,
    limits: ["progress-view"],
  }),
  savePosition: endpoint({
    method: "POST",
    path: "/api/progress/position",
    summary: "The player's throttled save of the video position (resume).",
    access: "user",
    body: positionBody,
    maxBodyBytes: 1024,
    response: positionResponse,
    // The player saves about every 5 s plus on pause; this leaves room for several tabs, not for a flood.
    limits: ["progress-position"],
  }),
  courseProgress: endpoint({
    method: "GET",
    path: "/api/progress/courses",
    summary: "The learner's progress in each enrolled course (or the one of ?courseId=).",
    access: "user",
    query: courseProgressQuery,
    response: courseProgressResponse,
    limits: ["progress-courses"],
  }),
  captions: endpoint({
    method: "GET",
    path: "/api/content/captions/:id",
    summary: "A lecture's own WebVTT captions (text/vtt), for whoever may open the lecture; the player loads it as a track.",
    access: "public",
    params: contentIdParams,
    response: { raw: "text/vtt" },
  }),
  saveCaptions: endpoint({
    method: "PUT",
    path: "/api/content/captions/:id",
    summary: "Its course's owner or an admin writes a lecture's WebVTT captions.",
    access: "user",
    params: contentIdParams,
    body: captionsBody,
    // JSON-escaped text can take several bytes per character.
    maxBodyBytes: CAPTIONS_MAX_CHARS * 4 + 1024,
    response: captionsResponse,
    limits: ["captions-write"],
  }),
  video: endpoint({
    method: "GET",
    path: "/media/videos/:name",
    summary: "A lecture video stored with the app, seekable (HTTP Range, ETag); the player loads it as media.",
    access: "public",
    params: videoNameParams,
    response: { raw: "video/*" },
  }),
  videoHead: endpoint({
    method: "HEAD",
    path: "/media/videos/:name",
    summary: "The same video's headers (size, type, ETag) without its bytes.",
    access: "public",
    params: videoNameParams,
    response: { raw: "video/*" },
  }),
} as const;
