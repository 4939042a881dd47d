import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

// One config, two projects: `unit` is pure and fast; `integration` runs the real app on a real
// database (PGlite by default, PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  // The owner app's "@/" imports (tsconfig.json paths), for its component tests.
  resolve: { alias: { "@": fileURLToPath(new URL("./apps/web/src", import.meta.url)) } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/web/src/**/*.test.ts",
            // The owner app's component tests: each names its DOM (happy-dom) in a docblock, so the
            // rest of the project keeps the plain node environment (decision 076).
            "apps/web/src/**/*.test.tsx",
            "apps/embed/src/**/*.test.ts",
            // Server tests that need no database, named *.unit.test.ts (decision 072).
            "apps/server/src/**/*.unit.test.ts",
            // Checks of the repository itself: import boundaries and cycles (decision 036).
            "scripts/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["apps/server/src/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "apps/server/src/**/*.unit.test.ts"],
          // The database template, and the server bundle that main.test.ts starts as processes.
          globalSetup: ["apps/server/src/test/global-setup.ts", "e2e/support/server-bundle.setup.ts"],
          // Generous: CI shares two cores between the suite, PostgreSQL and the fuzzers.
          testTimeout: 120_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
          // Each worker evaluates the server's modules once for all its files instead of once per
          // file: every file builds its own app, database and data folder (test/test-app.ts), so
          // the files share only code. Half the suite's time was module evaluation (decision 085).
          isolate: false,
        },
      },
    ],
  },
});
