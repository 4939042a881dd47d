import { execFileSync } from "node:child_process";
import { expect, test } from "./fixtures";
import { createFormInContext, updateFormInContext } from "./forms";
import { startOwnerSite } from "./owner-site";
import { repoRoot } from "./server";
import { hostileDocument, hostileShort } from "./xss-payloads";
import { openHostilePage, type HostilePage } from "./xss-watch";

// The XSS journeys' fixtures (xss*.e2e.test.ts): the owner's payloads in its profile and two
// published forms, the owner's site that embeds the first, and pages signed in as the owner.

export const xssTest = test
  /** The owner's hostile profile and forms. The owner is an admin, to see the admin tables too. */
  .extend("hostileForms", { scope: "file" }, async ({ owner, server }) => {
    const profile = await owner.context.request.patch(`${server.url}/api/account/profile`, {
      data: { fullName: hostileShort("p-full-name"), companyName: hostileShort("p-company") },
      headers: { origin: server.url },
    });
    expect(profile.status()).toBe(200);
    // Owner API: create, then PATCH the published hostile document.
    const formId = (await createFormInContext(owner.context, server.url, { name: "Plain form" })).id;
    await updateFormInContext(owner.context, server.url, formId, hostileDocument());
    // A second form carries a notification email that is itself a payload (the first one needs
    // a real address so lead emails are written).
    const other = hostileDocument("other");
    other.notificationSettings.email = `"><svg/onload=window.__xss='n-email'>@evil.example`;
    const otherFormId = (await createFormInContext(owner.context, server.url, other)).id;
    execFileSync(process.execPath, ["--import", "tsx", "apps/server/src/cli.ts", "set-role", owner.email, "admin"], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: server.dataDir },
      stdio: "pipe",
    });
    return { formId, otherFormId };
  })
  .extend("site", { scope: "file" }, async ({ server, hostileForms }, { onCleanup }) => {
    const site = await startOwnerSite(server.url, { main: hostileForms.formId });
    onCleanup(() => site.close());
    return site;
  })
  /** Opens a hostile page signed in as the owner (its cookies); closed when the journey ends. */
  .extend("ownerPage", async ({ browser, owner }, { onCleanup }) => {
    const opened: HostilePage[] = [];
    onCleanup(async () => {
      for (const hostilePage of opened) await hostilePage.context.close();
    });
    return async (viewport?: { width: number; height: number }, allow: RegExp[] = []): Promise<HostilePage> => {
      const hostilePage = await openHostilePage(browser, viewport, allow);
      opened.push(hostilePage);
      await hostilePage.context.addCookies(await owner.context.cookies());
      return hostilePage;
    };
  });
