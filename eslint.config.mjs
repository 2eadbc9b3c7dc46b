// ESLint (flat config): Next's core-web-vitals and TypeScript rules (react, react-hooks, jsx-a11y,
// import), plus the layering this codebase keeps: the browser never imports server code, server code
// never imports React or the seed, and product code never imports tests.
import next from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...next,
  ...nextTs,
  {
    ignores: [
      ".next*/**",
      "dist/**",
      "lib/generated/**",
      "public/**",
      // The games' scripts are inline in HTML pages, and games/shared/*.js are fragments put into them at build time.
      "games/**",
      "node_modules/**",
      "coverage/**",
      "test-results/**",
      "playwright-report/**",
      // Uploads (VIDEO_STORAGE_DIR): unpacked H5P packages carry their authors' JavaScript; the e2e suite makes some.
      "media/**",
      ".data/**",
      "next-env.d.ts",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    files: ["components/**", "lib/client/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "@/lib/server/*",
                "@/lib/server/**",
                "@/prisma/seed/*.ts",
                "@/prisma/seed/run",
                "@/prisma/seed/index",
                "@/prisma/seed/factories",
                "@/prisma/seed/password",
              ],
              message: "Browser code must not import server code.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["lib/server/**", "app/api/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/components/*", "@/prisma/seed/*", "react", "react-dom"], message: "Server code must not import UI or seed code." }] },
      ],
    },
  },
  {
    files: ["tests/**", "e2e/**", "bench/**", "scripts/**", "prisma/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // A focused test leaves the rest of its file out of the run, and a skipped one does not run at all: the gate
    // counts both as failed (scripts/test-summary.mjs), and lint names the line.
    files: ["tests/**", "e2e/**", "lib/**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[property.name=/^(only|skip)$/][object.name=/^(test|it|describe)$/]",
          message: "No focused or skipped tests: every test runs.",
        },
        {
          selector: "MemberExpression[property.name=/^(only|skip)$/][object.property.name=/^(describe|serial|parallel)$/]",
          message: "No focused or skipped tests: every test runs.",
        },
        { selector: "CallExpression[callee.name=/^(fit|fdescribe|xit|xtest|xdescribe)$/]", message: "No focused or skipped tests: every test runs." },
      ],
    },
  },
];

export default config;
