// Each integration test file closes the app's database connections so the run's database can be dropped.
import { closeDb } from "../../lib/server/db/instance";

afterAll(async () => {
  await closeDb();
});
