// The Java runner's integration tests (java-runner, java-hardening): real javac and java in the real sandbox, each
// file with sandbox uids of its own, so two files running at once never share one.
import { setEnvVars } from "./set-env";
import { resetJavaRunnerForTests } from "../../lib/server/labs/java/run-java";
import { resetToolchainForTests } from "../../lib/server/labs/java/toolchain";

// Long enough for javac + java on a 2-core machine loaded by other jobs (3–7 s per hello world seen at load 28).
export const TIME_LIMIT_MS = 10_000;

/** Sets these variables and has the runner and the toolchain read them again. */
export function setJavaEnv(vars: Record<string, string | undefined>) {
  setEnvVars(vars);
  resetJavaRunnerForTests();
  resetToolchainForTests();
}

/** The runner's settings for a test file: its own sandbox uids from `uidBase`, every other one at its default. */
export function javaDefaults(uidBase: number): Record<string, string | undefined> {
  return {
    JAVA_RUNNER: undefined,
    JAVA_WARM_COMPILER: undefined,
    JAVA_HOME: undefined,
    JAVA_TIME_LIMIT_MS: String(TIME_LIMIT_MS),
    JAVA_SANDBOX_UID_BASE: String(uidBase),
    JAVA_MAX_CONCURRENT: "2",
    JAVA_QUEUE_MAX: "8",
    JAVA_OUTPUT_LIMIT_BYTES: undefined,
    JAVA_CPU_SECONDS: undefined,
    JAVA_RUN_PIDS: undefined,
    JAVA_RUN_MEMORY_MB: undefined,
  };
}

/** A `Main` class whose main method is `body`, after `imports`. */
export const javaMain = (body: string, imports = "") => `${imports}
public class Main {
    public static void main(String[] args) throws Exception {
${body}
    }
}
`;
