import { GET } from "../../app/api/health/route";
import { call } from "../support/route-client";

it("GET /api/health reports the database as reachable", async () => {
  const res = await call(GET, "/api/health");
  expect(res.status).toBe(200);
  expect(res.json).toMatchObject({ status: "ok", database: { ok: true, kind: "postgres" } });
});
