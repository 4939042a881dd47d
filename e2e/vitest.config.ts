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
    // so they share only the machine's two cores.
    maxWorkers: 2,
    // expect.poll waits for what a page does (a field enabled once the script took the page over, a
    // row stored): vitest's default of 1 s was too short on CI's loaded machine, where hydrating
    // the public form once took longer. Playwright's own waits allow 30 s.
    expect: { poll: { timeout: 15_000 } },
  },
});
