// Each integration test file closes the app's database connections (and the rate limits' own, with their timer) so
// the run's database can be dropped and nothing of the file runs after it.
import { closeDb } from "../../lib/server/db/instance";
import { closeRateLimits } from "../../lib/server/rate-limit/limiter";

afterAll(async () => {
  await closeRateLimits();
  await closeDb();
});
