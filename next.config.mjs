import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";

// The Python runtime is served from a folder named by its contents (scripts/python-runtime.mjs), cached for good.
const pyodideManifest = new URL("./public/pyodide/manifest.json", import.meta.url);
const pyodideFolder = existsSync(pyodideManifest) ? JSON.parse(readFileSync(pyodideManifest, "utf8")).folder : "none";

// The lab's Python worker (bundled by scripts/prepare-assets.mjs before the build) is asked for by its content's
// hash, so the server lets browsers keep it for good (scripts/server/static-assets.ts, same hash).
const workerFile = new URL("./public/labs/python-worker.mjs", import.meta.url);
const pythonWorkerVersion = existsSync(workerFile) ? createHash("sha256").update(readFileSync(workerFile)).digest("hex").slice(0, 12) : "none";

// The labs' Monaco, bundled by scripts/prepare-assets.mjs under names that carry their contents' hash.
const monacoManifest = new URL("./public/monaco/manifest.json", import.meta.url);
const monaco = existsSync(monacoManifest) ? JSON.parse(readFileSync(monacoManifest, "utf8")) : { script: "", style: "", eager: [] };

// Every screen is one document (the hash shell), so the cross-origin isolation the Python lab needs
// (SharedArrayBuffer for input()) is set for every path: COOP same-origin + COEP credentialless.
const securityHeaders = [
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { key: "Cross-Origin-Embedder-Policy", value: "credentialless" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  distDir: process.env.NEXT_DIST_DIR || ".next",
  reactStrictMode: true,
  poweredByHeader: false,
  // `next build` type-checks the whole tree again (a minute on the 2-core machine). The test command
  // (scripts/test-all.sh) runs `tsc --noEmit` on the same tree beside the build and fails the run on any error, so it
  // sets BUILD_TYPES_CHECKED=1; every other build (npm run build, npm run launch, a deployment) checks types itself.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === "1" },
  env: {
    NEXT_PUBLIC_PYODIDE_FOLDER: pyodideFolder,
    NEXT_PUBLIC_PYTHON_WORKER_VERSION: pythonWorkerVersion,
    NEXT_PUBLIC_MONACO_SCRIPT: monaco.script,
    NEXT_PUBLIC_MONACO_STYLE: monaco.style,
    NEXT_PUBLIC_MONACO_EAGER: monaco.eager.join(","),
  },
  // The trimmed production build of react-router (scripts/prepare-assets.mjs), for both of its specifiers.
  turbopack: {
    resolveAlias: { "react-router": "./lib/generated/react-router.mjs", "react-router/dom": "./lib/generated/react-router.mjs" },
  },
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@node-rs/argon2", "pg", "ioredis"],
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      { source: "/games/:path*", headers: [{ key: "Cross-Origin-Resource-Policy", value: "same-origin" }] },
    ];
  },
};

export default nextConfig;
