import type { Window as HappyDOMWindow } from "happy-dom";
import { Hono } from "hono";

/** A request the page sent, as the test's server received it: the JSON body parsed, other bodies as text. */
type SentRequest = { method: string; path: string; body: unknown };

const sent: SentRequest[] = [];
const unanswered: string[] = [];
let current: Hono | null = null;

async function readBody(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function refusing(server: Hono) {
  const app = new Hono().route("/", server);
  app.notFound((c) => {
    unanswered.push(`${c.req.method} ${new URL(c.req.url).pathname}`);
    return c.json({ error: "The test's server has no answer for this request." }, 501);
  });
  return app;
}

/**
 * Every request of the page (fetch, the typed API client, XMLHttpRequest) goes out through
 * happy-dom's fetch, whose interceptor hands the Request to the test's server and returns its
 * Response: the app's own request code runs as in a browser, and nothing leaves the process.
 * Installed once per test file and never removed, so a request sent after a test (an autosave
 * flushed on unmount) cannot reach the network either: with no server it is refused.
 */
function install() {
  const none = refusing(new Hono());
  (window as unknown as HappyDOMWindow).happyDOM.settings.fetch.interceptor = {
    beforeAsyncRequest: async ({ request }) => {
      const url = new URL(request.url);
      sent.push({ method: request.method, path: url.pathname + url.search, body: await readBody(request as never) });
      // happy-dom's Request and Response are the page's own classes, which Hono uses as it finds them.
      return (await (current ?? none).fetch(request as never)) as never;
    },
    // The app sends no synchronous request; one must not slip past to the network.
    beforeSyncRequest: ({ request }) => {
      throw new Error(`A synchronous request in a component test: ${request.method} ${request.url}`);
    },
  };
}

let installed = false;

/**
 * Answers the page's requests with `server` (an in-process Hono app with the routes the test
 * needs) until `stop`. `sent` lists what the page asked, oldest first.
 */
export function answerRequests(server: Hono = new Hono()) {
  if (!installed) install();
  installed = true;
  current = refusing(server);
  sent.length = 0;
  unanswered.length = 0;
  return {
    sent: sent as readonly SentRequest[],
    /** Ends the test's answers; fails if the page asked for something the server had no route for. */
    stop() {
      current = null;
      if (unanswered.length > 0) {
        throw new Error(`The page sent requests the test did not answer: ${[...new Set(unanswered)].join(", ")}`);
      }
    },
  };
}
