// Every endpoint of the product, declared once: path, method, who may call it, its limits and the schemas of its
// params, query, body and answer. Route handlers are made from these entries (`handle` in lib/http.ts) and the
// browser calls them through lib/client/call-api.ts. tests/unit/endpoint-table.test.ts checks that each entry
// has its route file and each route file is an entry. Paths and fields of contract §7 stay exactly as written.
// The entries live by domain in lib/api/contract/; `endpoints` is the one table they make.
import { aiEndpoints } from "./contract/ai";
import { classesEndpoints } from "./contract/classes";
import { peopleEndpoints } from "./contract/people";
import { authEndpoints } from "./contract/auth";
import { coursesEndpoints } from "./contract/courses";
import { healthEndpoints } from "./contract/health";
import { labsEndpoints } from "./contract/labs";
import { mediaEndpoints } from "./contract/media";
import { playerEndpoints } from "./contract/player";
import { quizEndpoints } from "./contract/quiz";
import { studioEndpoints } from "./contract/studio";

/** The domains' entries, for checks that a key is declared once (a repeated key would silently replace another). */
export const endpointGroups = {
  // ---- Accounts and captcha (contract §6, §7) ----
  auth: authEndpoints,
  // ---- Courses and enrolment (contract §7) ----
  courses: coursesEndpoints,
  // ---- Course player, progress, captions, videos ----
  player: playerEndpoints,
  // ---- Skills tests ----
  quiz: quizEndpoints,
  // ---- AI tutor ----
  ai: aiEndpoints,
  // ---- Coding labs ----
  labs: labsEndpoints,
  // ---- The instance's health ----
  health: healthEndpoints,
  // ---- Classes and teaching ----
  classes: classesEndpoints,
  // ---- People and children's data (admins) ----
  people: peopleEndpoints,
  // ---- Studio uploads, covers and H5P packages ----
  media: mediaEndpoints,
  // ---- The course studio (authors, teachers, admins) ----
  studio: studioEndpoints,
} as const;

export const endpoints = {
  ...authEndpoints,
  ...coursesEndpoints,
  ...playerEndpoints,
  ...quizEndpoints,
  ...aiEndpoints,
  ...labsEndpoints,
  ...healthEndpoints,
  ...classesEndpoints,
  ...peopleEndpoints,
  ...mediaEndpoints,
  ...studioEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
