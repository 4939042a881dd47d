import {
  hasEnoughPhoneDigits,
  validateConsent,
  validateCustomerAnswers,
  validateServiceSelection,
  type AnswerError,
  type CustomerAnswers,
} from "@yq/form-schema/answers";
import type { CustomerFieldType, PriceFrequency, ServiceType, YardSize } from "@yq/form-schema/constants";
import { useEffect, useRef, useState, type RefObject } from "react";
import type { VideoState } from "./project-section";
import type { PublicFormDocument } from "@yq/form-schema/public-document";
import type { ToastKind } from "./toasts";
import { failureToast } from "./request-failure";
import { RequestError, type Lead, type ResumedLead, type Transport } from "./transport";

export const PHONE_DEBOUNCE_MS = 500;

export const FAILURES = {
  save: "Failed to save your information. Please try again.",
  video: "Failed to upload video",
  submit: "Failed to submit form",
  upsell: "Failed to submit upsell request",
} as const;

export type Step = "form" | "upsell" | "result";
type Notify = (kind: ToastKind, title: string, description?: string, ms?: number) => void;

/** State and actions of the visitor flow: consent, service, size, quote, upsell, result. Nothing typed is lost when a request fails. */
export function useQuoteFlow(
  doc: PublicFormDocument,
  transport: Transport,
  notify: Notify,
  root: RefObject<HTMLElement | null>,
  resumed?: ResumedLead,
) {
  const [answers, setAnswers] = useState<CustomerAnswers>(resumed?.answers ?? {});
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [consent, setConsent] = useState(resumed !== undefined);
  const [website, setWebsite] = useState("");
  const [lead, setLead] = useState<Lead | null>(resumed?.lead ?? null);
  const [phoneReady, setPhoneReady] = useState(false);
  const [serviceType, setServiceType] = useState<ServiceType | null>(null);
  const [yardSize, setYardSize] = useState<YardSize | null>(null);
  const [details, setDetails] = useState("");
  const [video, setVideo] = useState<VideoState>({ status: "none" });
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>("form");
  const [response, setResponse] = useState<"accept" | "decline" | null>(null);
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
    if (problems[0]) {
      notify("error", problems[0].title, problems[0].message);
      // Keyboard and screen-reader users land on the first thing to fix.
      setTimeout(() => root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
    }
    return problems.length === 0;
  }

  function answer(type: CustomerFieldType, value: string) {
    setAnswers((a) => ({ ...a, [type]: value }));
    if (errors[type]) setErrors((e) => ({ ...e, [type]: undefined }));
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
    try {
      await ensureLead(true);
    } catch (err) {
      // A rate limit is no reason to withdraw the consent given: submitting later tries again.
      if (!(err instanceof RequestError && err.status === 429)) setConsent(false);
      notify("error", ...failureToast(err, "Error", FAILURES.save));
    } finally {
      setBusy(false);
    }
  }

  function contactProblems() {
    return [...validateCustomerAnswers(doc.customerFields, answers), ...validateConsent(doc.customerFields, consent)];
  }

  async function uploadVideo(file: File) {
    const { checkCustomerVideoUpload } = await import("@yq/form-schema/upload-rules");
    const problem = checkCustomerVideoUpload(file);
    if (problem) return notify("error", problem.title, problem.message);
    if (!showProblems(contactProblems())) return;
    setVideo({ status: "uploading", name: file.name, progress: 0 });
    try {
      const current = await ensureLead(consent);
      const url = await transport.uploadVideo(current, file, (progress) =>
        setVideo((v) => (v.status === "uploading" ? { ...v, progress } : v)),
      );
      setVideo({ status: "done", name: file.name, url });
    } catch (err) {
      setVideo({ status: "failed", name: file.name });
      notify("error", ...failureToast(err, FAILURES.video, "Please check your connection and try again."));
    }
  }

  async function respond(
    responseStatus: "accept" | "decline",
    frequency: PriceFrequency | undefined,
    onSaved: (r: "accept" | "decline") => void,
  ) {
    const problems = [...contactProblems(), ...validateServiceSelection({ serviceType, yardSize })];
    if (!showProblems(problems) || !serviceType) return;
    setBusy(true);
    try {
      const current = await ensureLead(consent);
      const project = serviceType === "landscaping" || yardSize === "custom";
      await transport.respond(current, {
        serviceType,
        yardSize: serviceType === "mowing" ? yardSize : null,
        responseStatus,
        ...(frequency ? { frequency } : {}),
        answers,
        ...(project ? { projectDetails: details, videoUrl: video.status === "done" ? video.url : undefined } : {}),
      });
      setResponse(responseStatus);
      onSaved(responseStatus);
    } catch (err) {
      notify("error", ...failureToast(err, FAILURES.submit, "Please check your connection and try again."));
    } finally {
      setBusy(false);
    }
  }

  async function sendUpsell(ids: string[], onDone: () => void) {
    if (ids.length === 0 || !lead) return onDone();
    setBusy(true);
    try {
      await transport.upsell(lead, ids);
      onDone();
    } catch (err) {
      notify("error", ...failureToast(err, FAILURES.upsell, "Please check your connection and try again."));
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
    serviceType,
    setServiceType,
    yardSize,
    setYardSize,
    details,
    setDetails,
    video,
    uploadVideo,
    removeVideo: () => setVideo({ status: "none" }),
    busy,
    step,
    setStep,
    response,
    respond,
    sendUpsell,
  };
}
