import type { Browser, BrowserContext, Frame, FrameLocator, Locator, Page } from "playwright-core";

// Pages for the XSS journey. The app's Content-Security-Policy would block inline scripts and
// event handlers on its own, which would hide an escaping bug behind the policy: these contexts
// bypass CSP, so a payload that reaches the DOM as markup really runs and is caught. Console
// errors still fail the journey (a broken <img src=x> would log one).

export type HostilePage = {
  page: Page;
  context: BrowserContext;
  /** Messages of alert/confirm/prompt dialogs (each is dismissed). */
  dialogs: string[];
  /** Throws if any payload ran or left live markup in any frame, or the browser logged errors. */
  assertInert: (where: string) => Promise<void>;
};

const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "xlink:href", "data", "srcdoc", "poster"]);

/** Runs inside each frame: did a payload run, and is any of its markup live in the DOM? */
function scanFrame(urlAttributes: string[]) {
  const findings: string[] = [];
  const urlAttrs = new Set(urlAttributes);
  for (const el of Array.from(document.querySelectorAll("*"))) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      const value = attr.value;
      if (name.startsWith("on")) findings.push(`<${el.tagName.toLowerCase()} ${name}="${value.slice(0, 80)}">`);
      else if (urlAttrs.has(name) && (/^\s*javascript:/i.test(value) || value.includes("__xss"))) {
        findings.push(`<${el.tagName.toLowerCase()} ${name}="${value.slice(0, 80)}">`);
      }
    }
    if (
      el.tagName === "SCRIPT" &&
      (el as HTMLScriptElement).type !== "application/json" &&
      el.textContent?.includes("__xss")
    ) {
      findings.push(`<script>${el.textContent.slice(0, 80)}</script>`);
    }
  }
  return { xss: (window as unknown as { __xss?: unknown }).__xss, findings };
}

async function scanFrames(frames: Frame[]): Promise<string[]> {
  const problems: string[] = [];
  for (const frame of frames) {
    if (frame.isDetached()) continue;
    const result = await frame.evaluate(scanFrame, [...URL_ATTRIBUTES]).catch((err: Error) => {
      // A frame that navigated away while being scanned is scanned again by the next check.
      if (/detached|navigat|destroyed/i.test(err.message)) return null;
      throw err;
    });
    if (!result) continue;
    if (result.xss !== undefined) problems.push(`${frame.url()}: window.__xss = ${JSON.stringify(result.xss)}`);
    for (const f of result.findings) problems.push(`${frame.url()}: live markup ${f}`);
  }
  return problems;
}

export async function openHostilePage(
  browser: Browser,
  viewport = { width: 1280, height: 900 },
  allow: RegExp[] = [],
): Promise<HostilePage> {
  const context = await browser.newContext({ viewport, bypassCSP: true, acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  const dialogs: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && !allow.some((re) => re.test(msg.text()))) errors.push(`console.error: ${msg.text()}`);
  });
  page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  return {
    page,
    context,
    dialogs,
    assertInert: async (where) => {
      const problems = await scanFrames(page.frames());
      if (dialogs.length) problems.push(...dialogs.map((d) => `dialog opened: ${d}`));
      problems.push(...errors);
      if (problems.length) throw new Error(`${where}: a payload was not inert\n${problems.join("\n")}`);
    },
  };
}

/** The text is shown (as text) somewhere in scope. */
export const visible = (scope: Page | FrameLocator | Locator, text: string) =>
  scope.getByText(text, { exact: false }).filter({ visible: true }).first().waitFor();
