// Sets (or, for undefined, removes) environment variables and makes the app read them again.
import { resetEnvForTests } from "../../lib/env";

export function setEnvVars(vars: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
}
