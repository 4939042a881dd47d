import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = path.dirname(fileURLToPath(import.meta.url));
const featuresDir = "apps/web/src/features";
const serverSrc = "apps/server/src";
const serverTestDirs = [`${serverSrc}/test`, `${serverSrc}/fuzz`];
const folders = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => name);

// One zone per feature, read from the folder, so a new feature is fenced in without editing this file
// (decision 036). Shared code goes to apps/web/src/components or lib.
const featureZones = folders(featuresDir).map((name) => ({
  target: `./${featuresDir}/${name}`,
  from: `./${featuresDir}`,
  except: [`./${name}`],
  message: "A feature must not import another feature: move what both need to apps/web/src/components or lib.",
}));

/** The server's infrastructure: it serves every domain and imports none (decision 072). */
export const serverInfrastructure = ["db", "lib", "storage", "outbox"];

/**
 * Every other folder of apps/server/src except test support is a domain, read from the folder
 * like the features, so a new domain is fenced in without editing this file (decision 072).
 */
export const serverDomains = folders(serverSrc).filter(
  (name) => !serverInfrastructure.includes(name) && !serverTestDirs.includes(`${serverSrc}/${name}`),
);

// Only app.ts and api.ts wire routes: a domain that needs another's work calls its service.
const routesZones = serverDomains.map((name) => ({
  target: `./${serverSrc}/${name}`,
  from: serverDomains.filter((other) => other !== name).map((other) => `./${serverSrc}/${other}/**/*.routes.ts`),
  message:
    "A domain must not import another domain's routes: only app.ts and api.ts wire routes; call its service instead.",
}));

/** The import boundaries of decision 036; exported so the lint test checks the very same zones. */
export const boundaryZones = [
  ...featureZones,
  ...routesZones,
  {
    target: serverInfrastructure.map((name) => `./${serverSrc}/${name}`),
    from: serverDomains.map((name) => `./${serverSrc}/${name}`),
    message:
      "db/, lib/, storage/ and outbox/ import no domain: move what they need below them, or hand it in from deps.ts.",
  },
  {
    target: ["./apps/web/src/lib", "./apps/web/src/components"],
    from: ["./apps/web/src/features", "./apps/web/src/app"],
    message: "Shared lib/ and components/ must not import a feature or the app shell: they serve every feature.",
  },
  { target: "./packages", from: "./apps", message: "Packages are shared by every app and must not import an app." },
  { target: "./apps/embed", from: "./apps/web", message: "The public form page must not import the owner app." },
];

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/dist-ssr/**",
      "**/node_modules/**",
      ".tmp/**",
      "data/**",
      "apps/server/src/db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    settings: {
      // Resolves what TypeScript resolves: extensionless .ts/.tsx, the web app's "@/" alias (root
      // tsconfig paths) and the workspace packages' exports, to real paths the zones can judge.
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".mjs", ".js", ".json"],
          conditionNames: ["types", "import", "default"],
          tsconfig: { configFile: path.join(root, "tsconfig.json") },
        }),
      ],
    },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: boundaryZones }],
    },
  },
  {
    // The owner app reaches the server only through the API type it exports (@yq/server/api-type).
    files: ["apps/web/**", "apps/embed/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/src/**", "@yq/server/*", "!@yq/server/api-type"],
              message:
                "Import the API type from @yq/server/api-type; nothing else of the server belongs in the browser.",
            },
          ],
        },
      ],
    },
  },
  {
    // The server's production code never reaches its test support (stand-ins, fixtures, fuzzers):
    // the bundle then cannot carry it, and a helper cannot turn into a hidden dependency.
    files: ["apps/server/src/**/*.ts"],
    ignores: ["**/*.test.ts", `${serverTestDirs[0]}/**`, `${serverTestDirs[1]}/**`],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: root,
          zones: [
            ...boundaryZones,
            {
              target: `./${serverSrc}`,
              from: serverTestDirs.map((dir) => `./${dir}`),
              message: "Test support (src/test, src/fuzz) is for tests only; production code must not import it.",
            },
          ],
        },
      ],
    },
  },
);
