// Issue 24 row 3: the sites lecture videos may play from are a setting (VIDEO_HOSTS, lib/env.ts), and the page's
// media-src follows it (proxy.ts): an outside video the operator allowed plays, any other is still refused.
import { env, resetEnvForTests } from "../../lib/env";
import { mediaOrigins } from "../../lib/net/media-origins";
import { pageCsp } from "../../proxy";

const mediaSrc = (csp: string) => csp.split("; ").find((d) => d.startsWith("media-src "));

describe("VIDEO_HOSTS", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetEnvForTests();
  });

  it("is empty by default: only the app's own videos (and blob:) play", () => {
    delete process.env.VIDEO_HOSTS;
    resetEnvForTests();
    expect(env().VIDEO_HOSTS).toEqual([]);
    expect(mediaSrc(pageCsp("n", false, mediaOrigins(env())))).toBe("media-src 'self' blob:");
  });

  it("takes https origins separated by commas or spaces, normalised, and puts them in media-src", () => {
    process.env.VIDEO_HOSTS = "https://Videos.School.example/, https://*.cdn.example  https://media.example:8443,https://videos.school.example";
    resetEnvForTests();
    expect(env().VIDEO_HOSTS).toEqual(["https://videos.school.example", "https://*.cdn.example", "https://media.example:8443"]);
    expect(mediaSrc(pageCsp("n", false, mediaOrigins(env())))).toBe(
      "media-src 'self' blob: https://videos.school.example https://*.cdn.example https://media.example:8443",
    );
  });

  it("adds VIDEO_BASE_URL's origin when the stored videos live on another site", () => {
    process.env.VIDEO_BASE_URL = "https://cdn.school.example/lectures/";
    delete process.env.VIDEO_HOSTS;
    resetEnvForTests();
    expect(mediaOrigins(env())).toEqual(["https://cdn.school.example"]);
  });

  it.each(["http://videos.example", "videos.example", "https://videos.example/path", "https://*", "https://a.example;script-src *"])(
    "refuses %s, naming the variable",
    (bad) => {
      process.env.VIDEO_HOSTS = bad;
      resetEnvForTests();
      expect(() => env()).toThrow(/VIDEO_HOSTS: .*is not an https origin/);
    },
  );
});
