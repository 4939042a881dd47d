import { defaultFormDocument } from "@yq/form-schema/defaults";

/** A caller that keeps its session cookie and sends the site's Origin, like the owner's browser. */
export function browserClient(origin: string) {
  let cookie = "";
  const call = async (
    baseUrl: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        origin,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const name = pair.split("=")[0];
      const rest = cookie.split("; ").filter((c) => c && !c.startsWith(`${name}=`));
      if (!/Max-Age=0/i.test(line) && pair.split("=")[1]) rest.push(pair);
      cookie = rest.join("; ");
    }
    return res;
  };
  return {
    get: (baseUrl: string, path: string, headers?: Record<string, string>) =>
      call(baseUrl, "GET", path, undefined, headers),
    post: (baseUrl: string, path: string, body?: unknown, headers?: Record<string, string>) =>
      call(baseUrl, "POST", path, body, headers),
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
  };
}

async function expectStatus(res: Response, status: number, what: string) {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res;
}

/** Signs up an owner and creates a published mowing form with the default settings. */
export async function ownerWithPublishedForm(baseUrl: string, origin = baseUrl) {
  const owner = browserClient(origin);
  const email = `load-owner-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await expectStatus(
    await owner.post(baseUrl, "/api/auth/sign-up/email", {
      email,
      password: "correct-horse-1",
      companyName: "Green Lawns",
      name: "",
    }),
    200,
    "sign-up",
  );
  const doc = { ...defaultFormDocument(), name: "Load test form", status: "published" as const };
  const res = await expectStatus(await owner.post(baseUrl, "/api/forms", doc), 201, "create form");
  const { id } = (await res.json()) as { id: string };
  return { owner, email, formId: id };
}
