import type { CustomerAnswers } from "@yq/form-schema/answers";
import type {
  LeadResponseRequest,
  LeadStarted,
  LeadStepRequest,
  PriceShownRequest,
} from "@yq/form-schema/public-payloads";
import type { PromoCodeCheck } from "@yq/form-schema/promo-code-check";
import type { TrafficSourceInput } from "@yq/form-schema/traffic-source";
import type { RestoredChoice } from "./restore-choice";

// How the form talks to the server. "live" calls /api/public; "preview" (the builder) runs the
// same flow without any request, so the owner can click through every step safely.

export type Lead = LeadStarted;

/**
 * A lead reopened from its follow-up link, with the answers the visitor had given and the quote
 * they were last shown, as far as the form still offers it (restore-choice.ts).
 */
export type ResumedLead = { lead: Lead; answers: CustomerAnswers } & RestoredChoice;

// The form sends version 2 of a choice only (docs/decisions/128-one-quote-choice.md).
type PriceShownBody = Omit<Extract<PriceShownRequest, { version: 2 }>, "token">;

/** The body of a quote response; the lead's token travels as a Bearer header instead. */
type ResponseRequest = Omit<Extract<LeadResponseRequest, { version: 2 }>, "token">;

/**
 * What the page knows of this visit and sends with the lead's first record: the page the form is
 * on and its referrer, and the hidden values of the owner's embed code or the form's address.
 */
export type Visit = {
  source?: TrafficSourceInput;
  hidden?: Record<string, string>;
};

export interface Transport {
  countView(): Promise<void>;
  /**
   * Reports what the visitor reached (fire and forget: a lost report loses no answer): a funnel
   * step, or the quote on screen, which the server prices and records itself.
   */
  report(lead: Lead, ...what: ["steps", Omit<LeadStepRequest, "token">] | ["prices-shown", PriceShownBody]): void;
  startLead(answers: CustomerAnswers, consent: boolean, website: string): Promise<Lead>;
  respond(lead: Lead, request: ResponseRequest): Promise<void>;
  upsell(lead: Lead, serviceIds: string[]): Promise<void>;
  uploadVideo(lead: Lead, file: File, onProgress: (fraction: number) => void): Promise<string>;
  /**
   * The server's check of a promo code: the code, or a RequestError with its
   * reason. null in the preview, which has no server: the code is checked against the document.
   */
  checkPromo(code: string): Promise<PromoCodeCheck | null>;
}

/** A failed request; `message` is the server's words when it gave any (a 4xx the visitor can act on). */
export class RequestError extends Error {
  // Declared, then assigned: for the page's es2020 build, class fields (and parameter properties)
  // bring ~0.25 KB of defineProperty helpers into its first download, which has a size budget.
  declare readonly status: number;
  /** From Retry-After on a rate limit (429) or a busy server (503). */
  declare readonly retryAfterSeconds: number | null;
  constructor(status: number, message: string, retryAfterSeconds: number | null = null) {
    super(message);
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

const retryAfter = (header: string | null) => {
  const seconds = Number(header);
  return header && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
};

export async function readError(res: Response): Promise<RequestError> {
  let message = "";
  try {
    message = ((await res.json()) as { error?: string }).error ?? "";
  } catch {
    // not JSON: the generic message is shown
  }
  return new RequestError(res.status, res.status < 500 ? message : "", retryAfter(res.headers.get("retry-after")));
}

/** A POST to the public API, with the lead's token and any other headers. */
export type Post = <T>(path: string, body: unknown, token?: string, extra?: Record<string, string>) => Promise<T>;

export function liveTransport(formId: string, apiBase = "", visit: Visit = {}): Transport {
  const base = `${apiBase}/api/public`;
  async function post<T>(path: string, body: unknown, token?: string, extra?: Record<string, string>): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method: "POST",
        credentials: "omit",
        headers: {
          "content-type": "application/json",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...extra,
        },
        body: JSON.stringify(body),
      });
    } catch {
      throw new RequestError(0, "");
    }
    if (!res.ok) throw await readError(res);
    return (await res.json()) as T;
  }
  return {
    async countView() {
      await post(`/forms/${formId}/views`, {});
    },
    report(lead, path, body) {
      post(`/leads/${lead.leadId}/${path}`, body, lead.token).catch(() => {});
    },
    // The kept lead and the test run: a chunk of its own, so the page's first
    // download stays within its budget.
    startLead: (answers, consent, website) =>
      import("./kept-lead").then((m) => m.default(post, formId, { answers, consent, website, ...visit })),
    async respond(lead, request) {
      await post(`/leads/${lead.leadId}/response`, request, lead.token);
    },
    async upsell(lead, serviceIds) {
      await post(`/leads/${lead.leadId}/upsell`, { selectedUpsellServiceIds: serviceIds }, lead.token);
    },
    checkPromo: (code) => post<PromoCodeCheck>(`/forms/${formId}/promo-code`, { code }),
    async uploadVideo(lead, file, onProgress) {
      const { uploadWithProgress } = await import("./upload-video");
      const answer = await uploadWithProgress(`${base}/leads/${lead.leadId}/video`, lead.token, file, onProgress);
      if (!answer) throw new RequestError(0, "");
      const { status, body } = answer;
      if (status === 201 && body.videoUrl) return body.videoUrl;
      throw new RequestError(status, status < 500 ? (body.error ?? "") : "", retryAfter(answer.retryAfter));
    },
  };
}

export function previewTransport(): Transport {
  const done = () => Promise.resolve();
  return {
    countView: done,
    report: () => {},
    startLead: () => Promise.resolve({ leadId: "preview", token: "" }),
    respond: done,
    upsell: done,
    uploadVideo: (_lead, file, onProgress) => {
      onProgress(1);
      return Promise.resolve(`preview:${file.name}`);
    },
    checkPromo: () => Promise.resolve(null),
  };
}
