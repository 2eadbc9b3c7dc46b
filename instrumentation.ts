// Next runs register() once when a server process starts: the start-up checks and the loud list of
// embedded defaults (lib/server/startup-check.ts). A configuration that must not run stops the process.
// The Java runner's warm compilers start here too, so the first class of the day finds them up.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startupReport } = await import("@/lib/server/startup-check");
  try {
    startupReport();
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
  const { prepareJavaRunner } = await import("@/lib/server/labs/java/run-java");
  prepareJavaRunner();
}
