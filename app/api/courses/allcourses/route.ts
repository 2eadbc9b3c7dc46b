// GET /api/courses/allcourses – published courses; a logged-in caller does not see the ones they are enrolled in.
// A visitor's response carries an ETag (the catalogue version), so a revalidating browser gets a 304.
import { NextResponse } from "next/server";
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { catalogueBody, catalogueFor, publishedCatalogue } from "@/lib/server/courses/list-published-courses";

export const dynamic = "force-dynamic";

const headers = { "content-type": "application/json", "cache-control": "private, no-cache", vary: "x-access-token, cookie" };

export const GET = handle(endpoints.allCourses, async ({ req, user }) => {
  if (user) return new NextResponse(catalogueBody(await catalogueFor(user.id)), { headers });
  const snapshot = await publishedCatalogue();
  if (req.headers.get("if-none-match") === snapshot.etag) return new NextResponse(null, { status: 304, headers: { ...headers, etag: snapshot.etag } });
  return new NextResponse(snapshot.json, { headers: { ...headers, etag: snapshot.etag } });
});
