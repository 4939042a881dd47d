import { defineConfig } from "vitest/config";

// System tests: real server processes on the local PostgreSQL (LOAD_DATABASE_URL), one file at a
// time because each one loads the machine on purpose.
export default defineConfig({
  test: {
    name: "system",
    root: import.meta.dirname,
    include: ["**/*.test.ts"],
    globalSetup: ["../e2e/support/server-bundle.setup.ts"],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
