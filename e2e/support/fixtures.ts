import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FormDocument } from "@yq/form-schema/form-document";
import type { BrowserContext, Page } from "playwright-core";
import { test as base } from "vitest";
import { signUpInContext } from "./accounts";
import { launchBrowser, openPage as openWatchedPage, type Watched } from "./browser";
import { publishForm } from "./published-form";
import { startServer, type RunningServer } from "./server";

// What every journey starts from, as vitest fixtures (the pattern of Playwright's): a journey names
// what it needs ({ server, page }) and gets it ready. The server, the browser, the owner and the
// published form are made once per file, on the first journey that asks, and end with the file;
// pages are made per journey. A file changes what its server or form is by redefining the option
// fixtures `serverEnv` or `formEdit` with test.extend (see e.g. rate-limit-toast.e2e.test.ts).

const DESKTOP = { width: 1280, height: 900 };

/** A signed-up owner: its context holds the session cookie (context.request is its API client). */
export type Owner = { context: BrowserContext; email: string; password: string };

/** Opens a page in a context of its own whose console errors are collected (see browser.ts). */
export type OpenPage = (viewport?: { width: number; height: number }, allow?: RegExp[]) => Promise<Watched>;

/** Registers what ends a fixture's value when its scope (the journey, or the file) ends. */
export type OnCleanup = (cleanup: () => void | PromiseLike<void>) => void;

/**
 * A fixture that needs no other fixture, from a function of its cleanup registration. Vitest reads
 * what a fixture needs from the pattern of its first parameter, so that pattern must be there even
 * when empty; this is the one place that writes it.
 */
export const standalone =
  <T>(start: (onCleanup: OnCleanup) => Promise<T>) =>
  // eslint-disable-next-line no-empty-pattern -- see above: an empty pattern means "needs nothing"
  ({}: object, { onCleanup }: { onCleanup: OnCleanup }) =>
    start(onCleanup);

/**
 * Starts a server with `env` and a DATA_DIR of its own, both gone when `onCleanup`'s scope ends:
 * the `server` fixture, and a second server of a file that needs one (e.g. subscription.e2e.test.ts).
 */
export async function startScopedServer(env: Record<string, string>, onCleanup: OnCleanup): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "yq-e2e-"));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  // A server that never starts registers no cleanup: its folder goes now.
  const server = await startServer({ ...env, DATA_DIR: dataDir }).catch((err: unknown) => {
    removeDataDir();
    throw err;
  });
  onCleanup(async () => {
    await server.stop();
    removeDataDir();
  });
  return server;
}

export const test = base
  /** Extra environment for the file's server (DATA_DIR is the fixture's own, under the system's tmp). */
  .extend("serverEnv", { scope: "file" }, {} as Record<string, string>)
  .extend("server", { scope: "file" }, async ({ serverEnv }, { onCleanup }) => startScopedServer(serverEnv, onCleanup))
  .extend(
    "browser",
    { scope: "file" },
    standalone(async (onCleanup) => {
      const browser = await launchBrowser();
      onCleanup(() => browser.close());
      return browser;
    }),
  )
  .extend("owner", { scope: "file" }, async ({ browser, server }, { onCleanup }): Promise<Owner> => {
    const context = await browser.newContext({ viewport: DESKTOP });
    onCleanup(() => context.close());
    return { context, ...(await signUpInContext(context, server.url)) };
  })
  /** How the file's published form differs from the defaults (publishForm names it "Green Lawns Quote"). */
  .extend("formEdit", { scope: "file" }, async (): Promise<(doc: FormDocument) => void> => () => {})
  /** The id of a form the owner has published. */
  .extend("publishedForm", { scope: "file" }, async ({ owner, server, formEdit }) =>
    publishForm(owner.context, server.url, formEdit),
  )
  /** Pages of the journey; their contexts are closed when it ends, even when it fails. */
  .extend("openPage", async ({ browser }, { onCleanup }): Promise<OpenPage> => {
    const opened: Watched[] = [];
    onCleanup(async () => {
      for (const watched of opened) await watched.context.close();
    });
    return async (viewport = DESKTOP, allow = []) => {
      const watched = await openWatchedPage(browser, viewport, allow);
      opened.push(watched);
      return watched;
    };
  })
  /**
   * A desktop page in a context of its own. The journey fails if the page logged a console error
   * or threw by the time it ends; a journey that provokes errors on purpose uses openPage's allow list.
   */
  .extend("page", async ({ openPage }, { onCleanup }): Promise<Page> => {
    const { page, assertNoErrors } = await openPage();
    onCleanup(assertNoErrors);
    return page;
  });

export { describe, expect } from "vitest";
