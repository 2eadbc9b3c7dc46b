// The headers of everything an H5P package's player loads. The player document runs in a frame with
// sandbox="allow-scripts" and no allow-same-origin, and says so itself (CSP sandbox), so its scripts — the
// package's own JavaScript — run in an opaque origin: no cookies, no storage, no reading the app's pages or API.
// Everything it loads is therefore a cross-origin request: CORS lets the player fetch JSON (no credentials ever
// go with it), CORP lets the cross-origin-isolated frame embed scripts, styles and images. Nothing may leave for
// another site (default-src 'self').
export const H5P_SANDBOX_CSP = [
  "sandbox allow-scripts",
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
