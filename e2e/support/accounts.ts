import type { BrowserContext } from "playwright-core";

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
    data: { email: address, password, name: "" },
    headers: { origin: baseUrl },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  return { email: address, password };
}
