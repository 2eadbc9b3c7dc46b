// The headers of everything an H5P package's player loads. The package's own JavaScript only ever runs in an
// opaque origin: no cookies, no storage, no reading the app's pages or API. In the course player that is a data:
// document framed by the play page (play-page.ts says why); any package or player file opened on its own is
// answered with `sandbox allow-scripts` in its CSP. Everything the player loads is therefore a cross-origin
// request: CORS lets it fetch JSON (no credentials ever go with it), CORP lets the cross-origin-isolated course
// player embed scripts, styles and images. Nothing may leave for another site.
const SOURCES = [
  "default-src 'self'",
  // H5P libraries inject inline styles and scripts and some use eval; they run in the opaque origin above.
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' blob: data:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
];

export const H5P_SANDBOX_CSP = ["sandbox allow-scripts", ...SOURCES, "frame-ancestors 'self'"].join("; ");

/**
 * The play page's own policy (no `sandbox`: a frame made inside a document sandboxed without allow-same-origin gets
 * a new opaque origin, and H5P must write into the about:blank frames its player makes). The data: player
 * document it frames inherits this policy, so it is the package's policy too; base-uri 'self' lets that document's
 * <base> name the app.
 */
export const H5P_PLAY_PAGE_CSP = [
  ...SOURCES.filter((d) => !d.startsWith("base-uri") && !d.startsWith("frame-src")),
  "base-uri 'self'",
  // No app page in a frame here: only the data: player and what H5P frames (about:blank, blob:, data:).
  "frame-src blob: data:",
  "frame-ancestors 'self'",
].join("; ");

/** A file of a package or of the player: never a document with the app's origin, fetchable by the sandbox. */
export const H5P_FILE_HEADERS: Record<string, string> = {
  "content-security-policy": H5P_SANDBOX_CSP,
  "cross-origin-resource-policy": "cross-origin",
  "access-control-allow-origin": "*",
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
};
