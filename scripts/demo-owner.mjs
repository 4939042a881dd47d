// The demo business both picture scripts photograph (capture-screenshots.mjs, docs-screenshot.mjs):
// one owner signed up through the real API, with the profile a visitor's quote names.

/** Signs the demo owner up in `context` and answers the headers its later API calls need. */
export async function signUpDemoOwner(context, base) {
  const headers = { origin: base };
  const signUp = await context.request.post(`${base}/api/auth/sign-up/email`, {
    data: {
      email: "demo@greenlawns.example",
      password: "lawns-are-green-1",
      companyName: "Green Lawns Co.",
      name: "Jordan Green",
    },
    headers,
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()}`);
  await context.request.patch(`${base}/api/account/profile`, {
    data: { fullName: "Jordan Green", companyName: "Green Lawns Co." },
    headers,
  });
  return headers;
}
