import { defineConfig } from "vitest/config";

// Browser journeys: the real server (npm start's build) on a free port, driven by system Chromium.
export default defineConfig({
  test: {
    name: "e2e",
    root: __dirname,
    include: ["**/*.e2e.test.ts"],
    globalSetup: ["support/server-bundle.setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
