// Many visitors sending the public form's first record (and, optionally, their accept) at a fixed
// number of concurrent connections. Every visitor gets an address of its own (X-Forwarded-For,
// the server runs with TRUST_PROXY=on) as it would behind a load balancer.
import { ACCEPTED_QUOTE, numberedVisitor } from "@yq/form-schema/testing/visitor-answers";

export type LeadLoadOptions = {
  /** Read per request, so a restarted server on another address could be followed. */
  baseUrl: () => string;
  formId: string;
  total: number;
  connections: number;
  /** Also send the accept of the quote (POST /api/public/leads/:id/response) for each lead. */
  respond?: boolean;
  /** Distinguishes this run's visitors (addresses, emails) from another run's on the same form. */
  runId?: string;
  /** Called after each lead that got its 2xx; lets a fault test act mid-load. */
  onLead?: (storedSoFar: number) => void;
  /** Called when a connection is refused (no server is listening): the visitors have seen it down. */
  onRefused?: () => void;
  /**
   * Send a request again when its connection was reset before any answer, as a browser retries
   * an idempotent-looking failure: a stop closes the listening socket, and the kernel resets the
   * connections it had completed but the server had not yet taken. Off by default, since a reset
   * then has an unknown outcome; whoever turns it on checks that nothing was stored twice.
   */
  retryResets?: boolean;
};

type Failure = { step: "lead" | "response"; index: number; status: number | null; detail: string };

export type LeadLoadResult = {
  /** leadId -> the visitor's email, for every lead answered 2xx. */
  leads: Map<string, string>;
  /** leadId -> submissionId, for every accept answered 2xx. */
  responses: Map<string, string>;
  failures: Failure[];
  /** Milliseconds of each lead POST that got an answer. */
  leadLatencies: number[];
  /** Connections refused while the server was down; the request never reached it and was sent again. */
  refusedRetries: number;
  /** Requests sent again after their connection was reset before any answer (retryResets). */
  resetRetries: number;
  durationMs: number;
};

const visitorAddress = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

async function postJson(url: string, body: unknown, ip: string) {
  const started = performance.now();
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, ms: performance.now() - started };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

const causeCode = (err: unknown) => (err as { cause?: { code?: string } }).cause?.code ?? "";
const refused = (err: unknown) => causeCode(err) === "ECONNREFUSED";
const reset = (err: unknown) => causeCode(err) === "ECONNRESET";

export async function runLeadLoad(options: LeadLoadOptions): Promise<LeadLoadResult> {
  const { formId, total, connections, respond = false, runId = Date.now().toString(36) } = options;
  const result: LeadLoadResult = {
    leads: new Map(),
    responses: new Map(),
    failures: [],
    leadLatencies: [],
    refusedRetries: 0,
    resetRetries: 0,
    durationMs: 0,
  };
  let next = 0;

  const fail = async (failure: Failure) => {
    result.failures.push(failure);
  };

  /**
   * A refused connection never reached a server, so the visitor's browser may safely try again
   * (no duplicate is possible); a connection cut mid-request has an unknown outcome and is not
   * retried, so "exactly once" stays checkable.
   */
  async function send(url: string, body: unknown, ip: string) {
    for (;;) {
      try {
        return await postJson(url, body, ip);
      } catch (err) {
        if (options.retryResets && reset(err)) {
          result.resetRetries += 1;
          continue;
        }
        if (!refused(err)) throw err;
        result.refusedRetries += 1;
        options.onRefused?.();
        // A visitor's browser trying again after a moment: the load's own pace, not a test's wait.
        await pause(50);
      }
    }
  }

  async function visitor(i: number) {
    const ip = visitorAddress(i);
    const answers = numberedVisitor(i, runId);
    let lead;
    try {
      lead = await send(`${options.baseUrl()}/api/public/forms/${formId}/leads`, { answers, consent: true }, ip);
    } catch (err) {
      return fail({ step: "lead", index: i, status: null, detail: String((err as Error).cause ?? err) });
    }
    result.leadLatencies.push(lead.ms);
    if (lead.status !== 201)
      return fail({ step: "lead", index: i, status: lead.status, detail: lead.text.slice(0, 300) });
    const { leadId, token } = JSON.parse(lead.text) as { leadId: string; token: string };
    result.leads.set(leadId, answers.email);
    options.onLead?.(result.leads.size);
    if (!respond) return;
    // The sample's accept, on every yard size in turn.
    const body = { ...ACCEPTED_QUOTE, token, yardSize: (["small", "medium", "large"] as const)[i % 3] };
    let res;
    try {
      res = await send(`${options.baseUrl()}/api/public/leads/${leadId}/response`, body, ip);
    } catch (err) {
      return fail({ step: "response", index: i, status: null, detail: String((err as Error).cause ?? err) });
    }
    if (res.status !== 201)
      return fail({ step: "response", index: i, status: res.status, detail: res.text.slice(0, 300) });
    result.responses.set(leadId, (JSON.parse(res.text) as { submissionId: string }).submissionId);
  }

  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < total) await visitor(next++);
    }),
  );
  result.durationMs = performance.now() - started;
  return result;
}

export function percentile(values: number[], p: number) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
