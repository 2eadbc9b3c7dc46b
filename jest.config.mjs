// Two projects: unit (no database) and integration (a throw-away PostgreSQL database per run, plus PGlite).
const transform = {
  "^.+\\.(t|j)sx?$|^.+\\.mjs$": [
    "ts-jest",
    { tsconfig: { module: "commonjs", moduleResolution: "node", jsx: "react-jsx", allowJs: true, verbatimModuleSyntax: false }, diagnostics: false },
  ],
};

const common = {
  testEnvironment: "node",
  transform,
  // jose, the tus server (@tus/*) and its srvx ship ESM only; let ts-jest turn them into CommonJS like our own code.
  transformIgnorePatterns: ["/node_modules/(?!(jose|@tus|srvx|marked)/)"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/tests/support/empty-module.js",
  },
  modulePathIgnorePatterns: ["<rootDir>/.next", "<rootDir>/.data"],
  // The app keeps process-wide singletons on globalThis on purpose (the Prisma client, the Redis connection, the
  // warm compilers, work left for after an answer): Next builds route handlers as separate bundles that must share
  // them. Jest's between-files "soft delete" of globals wraps such a property in a setter that calls itself when
  // a later file assigns it (a stack overflow seen in a full integration run), so it is off.
  testEnvironmentOptions: { globalsCleanup: "off" },
};

/** @type {import('jest').Config} */
const config = {
  projects: [
    { ...common, displayName: "unit", testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)", "<rootDir>/lib/**/*.test.ts"] },
    {
      ...common,
      displayName: "integration",
      testMatch: ["<rootDir>/tests/integration/**/*.test.ts"],
      globalSetup: "<rootDir>/tests/support/global-setup.ts",
      globalTeardown: "<rootDir>/tests/support/global-teardown.ts",
      setupFiles: ["<rootDir>/tests/support/integration-env.ts"],
      setupFilesAfterEnv: ["<rootDir>/tests/support/integration-after.ts"],
    },
  ],
  testTimeout: 30_000,
};

export default config;
