import { readFileSync, readdirSync } from "node:fs";
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

/**
 * The feature map (decision 109): all a feature may take from another domain. An `api/` folder is that
 * domain's data (its endpoints and their cache keys), a `utils/` folder its plain facts, a
 * `components/` file the one section of it a page of this feature shows. Nothing else crosses.
 */
export const featureMap = {
  billing: ["payments/components/payments-card.tsx"],
  dashboard: ["billing/components/plan-needed-notice.tsx"],
  "form-builder": [
    "billing/api",
    "billing/components/plan-needed-notice.tsx",
    "forms/api",
    "forms/utils",
    "map/api",
    "map/components/service-area-map.tsx",
    "media/api",
    "payments/api",
  ],
  forms: ["analytics/components/analytics-tab.tsx", "billing/components/plan-needed-notice.tsx", "dashboard/api"],
  leads: ["map/components/lawn-outline-map.tsx"],
  profile: [
    "account-security/components/change-password-card.tsx",
    "account-security/components/danger-zone-card.tsx",
    "account-security/components/data-rights-card.tsx",
    "account-security/components/sessions-card.tsx",
    "account-security/components/sign-out-everywhere-card.tsx",
    "account-security/components/two-factor-card.tsx",
    "media/api",
    "notifications/components/text-alerts-card.tsx",
  ],
};

// One zone per feature, read from the folder, so a new feature is fenced in without editing this file
// (decisions 036 and 109). Shared code goes to apps/web/src/components or lib, a domain's own to its feature.
const featureZones = folders(featuresDir).map((name) => ({
  target: `./${featuresDir}/${name}`,
  from: `./${featuresDir}`,
  except: [`./${name}`, ...(featureMap[name] ?? []).map((entry) => `./${entry}`)],
  message:
    "A feature imports another feature only as the feature map allows (eslint.config.js, decision 109): move the api to the domain that owns it.",
}));

/**
 * The server's domain map (decision 106): the domains each domain may call, and the ground (its
 * infrastructure, decision 072), which serves every domain and imports none. One file, read here
 * and by scripts/server-domains.test.ts, which checks the code and the picture in
 * docs/architecture.md against it.
 */
const domainMap = JSON.parse(readFileSync(path.join(root, serverSrc, "domain-map.json"), "utf8"));
export const serverInfrastructure = domainMap.ground;

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

// A domain calls only the domains the map lists for it (and the ground); a folder the map does not
// know calls none until it is declared. Production code only: a test may reach any domain to set
// up or observe what it tests (decision 106).
const domainCallZones = serverDomains.flatMap((name) => {
  const allowed = domainMap.calls[name] ?? [];
  const others = serverDomains.filter((other) => other !== name && !allowed.includes(other));
  const may = allowed.length ? allowed.join(", ") : "no other domain";
  return others.length === 0
    ? []
    : [
        {
          target: `./${serverSrc}/${name}`,
          from: others.map((other) => `./${serverSrc}/${other}`),
          message: `${name}/ may call ${may} (apps/server/src/domain-map.json, decision 106): move the piece to the domain it belongs to, or change the map and its picture in docs/architecture.md.`,
        },
      ];
});

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
  {
    target: `./${featuresDir}`,
    from: "./apps/web/src/app",
    message: "A feature must not import the app shell: the routes import the features' pages, not the other way.",
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
            ...domainCallZones,
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
  {
    // A package's `testing` entry (@yq/form-schema/testing/*: visitor answers, tiny files, stored
    // forms) is for tests and their support: production code importing one would ship test data
    // and change when a test's fixture does (decision 108). Its own rule name, so the browser apps'
    // no-restricted-imports above still applies beside it.
    files: ["apps/*/src/**/*.{ts,tsx}", "packages/*/src/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "**/*-test-*.{ts,tsx}", "**/src/test/**", "**/src/fuzz/**", "**/src/testing/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/testing", "**/testing/**"],
              message: "A testing entry is for tests and their support only; production code must not import it.",
            },
          ],
        },
      ],
    },
  },
);
