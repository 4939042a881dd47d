import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The repository's own ESLint config, run on one-line probes placed (virtually) in each guarded
// folder: every boundary of decisions 036 and 072 must fire for a forbidden import and stay quiet for an
// allowed one. The imported files exist, so the resolver judges real paths, as in `npm run lint`.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // Loading the config, the TypeScript parser and the resolver takes seconds on a busy machine.
  await eslint.lintText("export {};\n", { filePath: path.join(root, "apps/web/src/lib/warm-up.ts") });
}, 60_000);

async function boundaryErrors(file: string, importLine: string) {
  const [result] = await eslint.lintText(`${importLine}\nexport const probe = value;\n`, {
    filePath: path.join(root, file),
  });
  return result.messages
    .filter((m) => m.ruleId === "import-x/no-restricted-paths" || m.ruleId === "no-restricted-imports")
    .map((m) => m.message);
}

const FEATURE_PROBE = "apps/web/src/features/forms/components/probe.tsx";
const FEATURE_ZONE = "A feature imports another feature only as the feature map allows";

describe("import boundaries", () => {
  it("stop a feature importing another feature, by alias or by relative path", async () => {
    for (const line of [
      'import { value } from "@/features/leads/components/leads-view";',
      'import { value } from "../../leads/components/leads-view";',
    ]) {
      expect(await boundaryErrors(FEATURE_PROBE, line)).toEqual([expect.stringContaining(FEATURE_ZONE)]);
    }
  });

  it("let a feature take from another only what the feature map lists (decision 109)", async () => {
    const builder = "apps/web/src/features/form-builder/components/probe.tsx";
    expect(await boundaryErrors(builder, 'import { value } from "@/features/forms/api/get-form";')).toEqual([]);
    expect(
      await boundaryErrors(builder, 'import { value } from "@/features/payments/api/get-payments-account";'),
    ).toEqual([]);
    for (const line of [
      'import { value } from "@/features/forms/components/forms-page";',
      'import { value } from "@/features/payments/components/payments-card";',
      'import { value } from "@/features/webhooks/api/get-webhooks";',
    ]) {
      expect(await boundaryErrors(builder, line), line).toEqual([expect.stringContaining(FEATURE_ZONE)]);
    }
    // A listed section opens that file only, not its neighbours.
    expect(
      await boundaryErrors(FEATURE_PROBE, 'import { value } from "@/features/analytics/components/analytics-tab";'),
    ).toEqual([]);
    expect(
      await boundaryErrors(FEATURE_PROBE, 'import { value } from "@/features/analytics/components/funnel-table";'),
    ).toEqual([expect.stringContaining(FEATURE_ZONE)]);
  });

  it("keep the feature map to existing features, and to their api, utils or one component each", async () => {
    const config = await eslint.calculateConfigForFile(path.join(root, FEATURE_PROBE));
    const zones = config.rules["import-x/no-restricted-paths"][1].zones as {
      target: string;
      from: unknown;
      except?: string[];
    }[];
    const features = readdirSync(path.join(root, "apps/web/src/features"));
    const featureZones = zones.filter((zone) => zone.from === "./apps/web/src/features");
    expect(featureZones.map((zone) => path.basename(zone.target)).sort()).toEqual([...features].sort());
    for (const zone of featureZones) {
      const [own, ...allowed] = zone.except ?? [];
      expect(own).toBe(`./${path.basename(zone.target)}`);
      for (const entry of allowed) {
        expect(existsSync(path.join(root, "apps/web/src/features", entry)), entry).toBe(true);
        expect(entry).toMatch(/^\.\/[a-z-]+\/(api|utils|api\/[a-z-]+\.ts|components\/[a-z-]+\.tsx)$/);
        expect(entry, entry).not.toBe(own);
      }
    }
  });

  it("stop a feature importing the app shell", async () => {
    for (const line of [
      'import { value } from "@/app/routes";',
      'import { value } from "../../../app/layouts/guards";',
    ]) {
      expect(await boundaryErrors(FEATURE_PROBE, line), line).toEqual([
        expect.stringContaining("A feature must not import the app shell"),
      ]);
    }
  });

  it("let a feature import its own files and the shared lib", async () => {
    expect(await boundaryErrors(FEATURE_PROBE, 'import { value } from "../hooks/use-new-form-action";')).toEqual([]);
    expect(await boundaryErrors(FEATURE_PROBE, 'import { value } from "@/lib/utils";')).toEqual([]);
  });

  it("stop the shared lib/ and components/ importing a feature or the app shell, not each other", async () => {
    const feature = 'import { value } from "@/features/leads/components/leads-view";';
    const shell = 'import { value } from "@/app/router";';
    for (const file of ["apps/web/src/lib/probe.ts", "apps/web/src/components/probe.tsx"]) {
      for (const line of [feature, shell]) {
        expect(await boundaryErrors(file, line)).toEqual([
          expect.stringContaining("Shared lib/ and components/ must not import a feature or the app shell"),
        ]);
      }
    }
    expect(await boundaryErrors("apps/web/src/lib/probe.ts", 'import { value } from "@/components/logo";')).toEqual([]);
    expect(await boundaryErrors("apps/web/src/app/probe.tsx", feature)).toEqual([]);
  });

  it("stop the server's infrastructure importing any domain, whichever folder it is", async () => {
    // Every folder of apps/server/src but infrastructure and test support is a domain, a new one
    // too: the config reads the folders, so this walks them all rather than a list of its own.
    const serverDomains = readdirSync(path.join(root, "apps/server/src"), { withFileTypes: true })
      .filter(
        (entry) => entry.isDirectory() && !["db", "lib", "storage", "outbox", "test", "fuzz"].includes(entry.name),
      )
      .map(({ name }) => name);
    expect(serverDomains).toEqual(expect.arrayContaining(["quotes", "leads", "mail", "auth"]));
    for (const domain of serverDomains) {
      const file = readdirSync(path.join(root, "apps/server/src", domain))
        .filter((name) => /\.tsx?$/.test(name) && !name.includes(".test."))
        .sort()[0];
      const line = `import { value } from "../${domain}/${file.replace(/\.tsx?$/, "")}";`;
      expect(await boundaryErrors("apps/server/src/lib/probe.ts", line), line).toEqual([
        expect.stringContaining("db/, lib/, storage/ and outbox/ import no domain"),
      ]);
    }
    for (const folder of ["db", "storage", "outbox"]) {
      expect(
        await boundaryErrors(`apps/server/src/${folder}/probe.ts`, 'import { value } from "../mail/transport";'),
      ).toEqual([expect.stringContaining("db/, lib/, storage/ and outbox/ import no domain")]);
    }
  });

  it("let the server's infrastructure import itself, and a domain import infrastructure", async () => {
    expect(await boundaryErrors("apps/server/src/outbox/probe.ts", 'import { value } from "../db/client";')).toEqual(
      [],
    );
    expect(await boundaryErrors("apps/server/src/lib/probe.ts", 'import { value } from "../storage/storage";')).toEqual(
      [],
    );
    expect(await boundaryErrors("apps/server/src/mail/probe.ts", 'import { value } from "../outbox/enqueue";')).toEqual(
      [],
    );
  });

  it("stop a server domain importing another domain's routes, not its services", async () => {
    expect(
      await boundaryErrors("apps/server/src/quotes/probe.ts", 'import { value } from "../leads/leads.routes";'),
    ).toEqual([expect.stringContaining("A domain must not import another domain's routes")]);
    expect(
      await boundaryErrors("apps/server/src/payments/probe.ts", 'import { value } from "../billing/billing.routes";'),
    ).toEqual([expect.stringContaining("A domain must not import another domain's routes")]);
    expect(
      await boundaryErrors("apps/server/src/quotes/probe.ts", 'import { value } from "../leads/leads.service";'),
    ).toEqual([]);
  });

  it("let a server domain call only the domains apps/server/src/domain-map.json lists for it (decision 106)", async () => {
    const probe = (domain: string, line: string) => boundaryErrors(`apps/server/src/${domain}/probe.ts`, line);
    expect(await probe("mail", 'import { value } from "../lead-events/lead-facts";')).toEqual([
      expect.stringContaining("mail/ may call no other domain (apps/server/src/domain-map.json"),
    ]);
    expect(await probe("media", 'import type { value } from "../forms/forms.service";')).toEqual([
      expect.stringContaining("media/ may call auth (apps/server/src/domain-map.json"),
    ]);
    expect(await probe("quotes", 'import { value } from "../lead-events/fan-out";')).toEqual([]);
    expect(await probe("leads", 'import { value } from "../lib/owned-form";')).toEqual([]);
    // A test may reach any domain to set up or observe what it tests.
    expect(
      await boundaryErrors("apps/server/src/mail/probe.test.ts", 'import { value } from "../lead-events/lead-facts";'),
    ).toEqual([]);
  });

  it("let a domain import its own routes, and app.ts / api.ts wire every domain's", async () => {
    expect(
      await boundaryErrors("apps/server/src/auth/probe.test.ts", 'import { value } from "./auth.routes";'),
    ).toEqual([]);
    expect(await boundaryErrors("apps/server/src/probe.ts", 'import { value } from "./quotes/quotes.routes";')).toEqual(
      [],
    );
  });

  it("stop packages importing apps, and the public page importing the owner app", async () => {
    expect(
      await boundaryErrors(
        "packages/quote-form/src/probe.ts",
        'import { value } from "../../../apps/web/src/lib/utils";',
      ),
    ).toEqual([expect.stringContaining("Packages are shared by every app")]);
    expect(await boundaryErrors("apps/embed/src/probe.ts", 'import { value } from "../../web/src/lib/utils";')).toEqual(
      [expect.stringContaining("The public form page must not import the owner app")],
    );
  });

  it("let the owner app reach the server only through @yq/server/api-type", async () => {
    const file = "apps/web/src/lib/probe.ts";
    expect(await boundaryErrors(file, 'import type { value } from "../../../server/src/api";')).toEqual([
      expect.stringContaining("Import the API type from @yq/server/api-type"),
    ]);
    expect(await boundaryErrors(file, 'import type { value } from "@yq/server/api-type";')).toEqual([]);
  });

  it("keep the server's test support out of production code, not out of tests", async () => {
    const line = 'import { value } from "../test/test-app";';
    expect(await boundaryErrors("apps/server/src/lib/probe.ts", line)).toEqual([
      expect.stringContaining("Test support (src/test, src/fuzz) is for tests only"),
    ]);
    expect(await boundaryErrors("apps/server/src/lib/probe.test.ts", line)).toEqual([]);
  });
});
