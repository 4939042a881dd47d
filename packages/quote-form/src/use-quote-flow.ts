import {
  hasEnoughPhoneDigits,
  validateConsent,
  validateCustomerAnswers,
  type AnswerError,
  type CustomerAnswers,
} from "@yq/form-schema/answers";
import type { CustomerFieldType, ServiceType, YardSize } from "@yq/form-schema/constants";
import { useEffect, useRef, useState, type RefObject } from "react";
import type { Failure } from "./failure-note";
import type { VideoState } from "./project-section";
import type { PublicFormDocument } from "@yq/form-schema/public-document";
import { failureToast } from "./request-failure";
import { RequestError, type Lead, type ResumedLead, type Transport } from "./transport";
import type { ResponseStatus } from "@yq/form-schema/lead-lifecycle";

const PHONE_DEBOUNCE_MS = 500;

export const FAILURES = {
  save: "Failed to save your information. Please try again.",
  video: "Failed to upload video",
  submit: "Failed to submit form",
  upsell: "Failed to submit upsell request",
} as const;

export type Step = "form" | "upsell" | "result";

/** State and actions of the visitor flow: consent, service, size, quote, upsell, result. Nothing typed is lost when a request fails. */
export function useQuoteFlow(
  doc: PublicFormDocument,
  transport: Transport,
  root: RefObject<HTMLElement | null>,
  resumed?: ResumedLead,
  prefill?: CustomerAnswers,
) {
  const [answers, setAnswers] = useState<CustomerAnswers>(resumed?.answers ?? prefill ?? {});
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [consent, setConsent] = useState(resumed !== undefined);
  const [website, setWebsite] = useState("");
  const [lead, setLead] = useState<Lead | null>(resumed?.lead ?? null);
  const [phoneReady, setPhoneReady] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  // A follow-up link reopens the quote it left, checked against the live prices.
  // The service picked: "mowing", "landscaping" or a listed service's id.
  const [serviceId, setServiceId] = useState<string | null>(resumed?.choice?.serviceId ?? null);
  const serviceType = serviceId === "mowing" || serviceId === "landscaping" ? (serviceId as ServiceType) : null;
  // A reopened mowing quote's size is its yard size (restore-choice.ts checked it).
  const [yardSize, setYardSize] = useState<YardSize | null>(
    serviceType === "mowing" ? ((resumed?.choice?.sizeId ?? null) as YardSize | null) : null,
  );
  const [details, setDetails] = useState("");
  const [video, setVideo] = useState<VideoState>({ status: "none" });
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>("form");
  const [response, setResponse] = useState<ResponseStatus | null>(null);
  const leadPromise = useRef<Promise<Lead> | null>(null);

  // Services appear 500 ms after the last keystroke once the phone holds 10 digits, and stay.
  const phone = answers.phone ?? "";
  useEffect(() => {
    if (phoneReady || !hasEnoughPhoneDigits(phone)) return;
    const timer = setTimeout(() => setPhoneReady(true), PHONE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [phone, phoneReady]);

  function showProblems(problems: AnswerError[]) {
    setErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])));
    // Each message is under its field; keyboard and screen-reader users land on the first one,
    // which reads its message (aria-describedby). No toast repeats it.
    if (problems[0]) setTimeout(() => root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
    return problems.length === 0;
  }

  function answer(type: CustomerFieldType, value: string) {
    setAnswers((a) => ({ ...a, [type]: value }));
    if (errors[type]) setErrors((e) => ({ ...e, [type]: undefined }));
  }

  /** Shows the failure at its place; a 4xx says the server's words, a rate limit when to retry. */
  function fail(at: Failure["at"], err: unknown, fallback: string) {
    setFailure({ at, message: failureToast(err, "", fallback)[1] });
  }

  /** The lead's first record, created once; concurrent callers share the one request. */
  function ensureLead(withConsent: boolean): Promise<Lead> {
    if (lead) return Promise.resolve(lead);
    if (!leadPromise.current) {
      leadPromise.current = transport.startLead(answers, withConsent, website).then(
        (created) => {
          setLead(created);
          return created;
        },
        (err) => {
          leadPromise.current = null;
          throw err;
        },
      );
    }
    return leadPromise.current;
  }

  async function tickConsent(checked: boolean) {
    setConsent(checked);
    if (!checked || lead) return;
    if (!showProblems(validateCustomerAnswers(doc.customerFields, answers))) {
      setConsent(false);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await ensureLead(true);
    } catch (err) {
      // A rate limit is no reason to withdraw the consent given: submitting later tries again.
      if (!(err instanceof RequestError && err.status === 429)) setConsent(false);
      fail("consent", err, FAILURES.save);
    } finally {
      setBusy(false);
    }
  }

  function contactProblems() {
    return [...validateCustomerAnswers(doc.customerFields, answers), ...validateConsent(doc.customerFields, consent)];
  }

  /** The upsell step's answer; "No thanks" (no ids) is sent too, so the confirmation goes at once. */
  async function sendUpsell(ids: string[], onDone: () => void) {
    if (!lead) return onDone();
    if (ids.length === 0) {
      // Nothing to lose if it fails: the confirmation then goes when its grace ends.
      void transport.upsell(lead, []).catch(() => undefined);
      return onDone();
    }
    setBusy(true);
    setFailure(null);
    try {
      await transport.upsell(lead, ids);
      onDone();
    } catch (err) {
      fail("upsell", err, FAILURES.upsell);
    } finally {
      setBusy(false);
    }
  }

  return {
    answers,
    answer,
    errors,
    setErrors,
    consent,
    tickConsent,
    website,
    setWebsite,
    lead,
    servicesVisible: phoneReady || lead !== null,
    serviceId,
    setServiceId,
    /** Mowing and Landscaping by their type; null for a listed one. */
    serviceType,
    yardSize,
    setYardSize,
    details,
    setDetails,
    video,
    setVideo,
    removeVideo: () => setVideo({ status: "none" }),
    busy,
    setBusy,
    step,
    setStep,
    response,
    setResponse,
    sendUpsell,
    // For the answer and the video, sent from the service step (send-answer.ts).
    transport,
    failure,
    setFailure,
    fail,
    resumed,
    ensureLead,
    showProblems,
    contactProblems,
  };
}

export type QuoteFlow = ReturnType<typeof useQuoteFlow>;
