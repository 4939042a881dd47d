import { execFileSync } from "node:child_process";
import type { BrowserContext, Page } from "playwright-core";
import { repoRoot, type RunningServer } from "./server";

let counter = 0;

/** Creates an account through the API inside a browser context, so the context is signed in. */
export async function signUpInContext(
  context: BrowserContext,
  baseUrl: string,
  email?: string,
  password = "lawns-are-green-1",
) {
  const address = email ?? `owner-${Date.now()}-${++counter}@example.com`;
  const res = await context.request.post(`${baseUrl}/api/auth/sign-up/email`, {
    data: { email: address, password, companyName: "Green Lawns", name: "" },
    headers: { origin: baseUrl },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  return { email: address, password };
}

/** The documented way to make an admin: the CLI, which asks the running server. */
export function setRole(server: RunningServer, email: string, role: string) {
  execFileSync(process.execPath, ["--import", "tsx", "apps/server/src/cli.ts", "set-role", email, role], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: server.dataDir },
    stdio: "pipe",
  });
}

/**
 * Fills the auth page's create-account form (already in create-account mode): the email, the
 * business name it asks for and the password; the caller clicks Create Account.
 */
export async function fillSignUpForm(
  page: Page,
  email: string,
  password = "lawns-are-green-1",
  business = "Green Lawns",
) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Business name").fill(business);
  await page.getByLabel("Password").fill(password);
}
