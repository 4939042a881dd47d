import { defineConfig } from "vitest/config";

// Browser journeys: the real server (npm start's build) on a free port, driven by system Chromium.
export default defineConfig({
  test: {
    name: "e2e",
    root: __dirname,
    include: ["**/*.e2e.test.ts"],
    globalSetup: ["support/server-bundle.setup.ts"],
    // A file's first journey also waits for the file-scoped fixtures it names (support/fixtures.ts:
    // server, browser, owner...) to start, so it has their start-up's time on top of its own.
    testTimeout: 240_000,
    hookTimeout: 120_000,
    // Two files at a time: each has its own server, data folder and browser (support/fixtures.ts),
    // so they share only the machine's two cores (decision 085).
    maxWorkers: 2,
  },
});
