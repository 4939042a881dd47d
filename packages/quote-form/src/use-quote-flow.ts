import {
  hasEnoughPhoneDigits,
  validateConsent,
  validateCustomerAnswers,
  validateServiceSelection,
  type AnswerError,
} from "@yq/form-schema/answers";
import type { CustomerFieldType, PriceFrequency, ServiceType, YardSize } from "@yq/form-schema/constants";
import { useEffect, useMemo, useReducer, useRef, type RefObject } from "react";
import type { PublicFormDocument } from "@yq/form-schema/public-document";
import type { ToastKind } from "./toasts";
import { failureToast } from "./request-failure";
import { RequestError, type Lead, type Transport } from "./transport";
import { initialVisitorState, servicesVisible, visitorFlow, type FieldErrors, type Step } from "./visitor-flow";

export const PHONE_DEBOUNCE_MS = 500;

export const FAILURES = {
  save: "Failed to save your information. Please try again.",
  video: "Failed to upload video",
  submit: "Failed to submit form",
  upsell: "Failed to submit upsell request",
} as const;

type Notify = (kind: ToastKind, title: string, description?: string, ms?: number) => void;


/** State and actions of the visitor flow: consent, service, size, quote, upsell, result. Nothing typed is lost when a request fails. */
export function useQuoteFlow(doc: PublicFormDocument, transport: Transport, notify: Notify, root: RefObject<HTMLElement | null>) {
  const [state, dispatch] = useReducer(visitorFlow, initialVisitorState);
  const { answers, errors, consent, website, lead, serviceType, yardSize, details, video } = state;
  const leadPromise = useRef<Promise<Lead> | null>(null);

  // Services appear 500 ms after the last keystroke once the phone holds 10 digits, and stay.
  const phone = answers.phone ?? "";
  const { phoneReady } = state;
  useEffect(() => {
    if (phoneReady || !hasEnoughPhoneDigits(phone)) return;
    const timer = setTimeout(() => dispatch({ type: "phoneSettled" }), PHONE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [phone, phoneReady]);

  function showProblems(problems: AnswerError[]) {
    dispatch({ type: "problemsFound", errors: Object.fromEntries(problems.map((p) => [p.field, p.message])) });
    if (problems[0]) {
      notify("error", problems[0].title, problems[0].message);
      // Keyboard and screen-reader users land on the first thing to fix.
      setTimeout(() => root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
    }
    return problems.length === 0;
  }

  function answer(field: CustomerFieldType, value: string) {
    dispatch({ type: "answerTyped", field, value });
  }

  /** The lead's first record, created once; concurrent callers share the one request. */
  function ensureLead(withConsent: boolean): Promise<Lead> {
    if (lead) return Promise.resolve(lead);
    if (!leadPromise.current) {
      leadPromise.current = transport.startLead(answers, withConsent, website).then(
        (created) => {
          dispatch({ type: "leadStarted", lead: created });
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
    dispatch({ type: "consentSet", consent: checked });
    if (!checked || lead) return;
    if (!showProblems(validateCustomerAnswers(doc.customerFields, answers))) {
      dispatch({ type: "consentSet", consent: false });
      return;
    }
    dispatch({ type: "requestStarted" });
    try {
      await ensureLead(true);
    } catch (err) {
      // A rate limit is no reason to withdraw the consent given: submitting later tries again.
      if (!(err instanceof RequestError && err.status === 429)) dispatch({ type: "consentSet", consent: false });
      notify("error", ...failureToast(err, "Error", FAILURES.save));
    } finally {
      dispatch({ type: "requestEnded" });
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
    dispatch({ type: "videoStarted", name: file.name });
    try {
      const current = await ensureLead(consent);
      const url = await transport.uploadVideo(current, file, (progress) => dispatch({ type: "videoProgressed", progress }));
      dispatch({ type: "videoUploaded", name: file.name, url });
    } catch (err) {
      dispatch({ type: "videoFailed", name: file.name });
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
    dispatch({ type: "requestStarted" });
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
      dispatch({ type: "responseSaved", response: responseStatus });
      onSaved(responseStatus);
    } catch (err) {
      notify("error", ...failureToast(err, FAILURES.submit, "Please check your connection and try again."));
    } finally {
      dispatch({ type: "requestEnded" });
    }
  }

  async function sendUpsell(ids: string[], onDone: () => void) {
    if (ids.length === 0 || !lead) return onDone();
    dispatch({ type: "requestStarted" });
    try {
      await transport.upsell(lead, ids);
      onDone();
    } catch (err) {
      notify("error", ...failureToast(err, FAILURES.upsell, "Please check your connection and try again."));
    } finally {
      dispatch({ type: "requestEnded" });
    }
  }

  // The component's seam: the names it always used, each one a named event. Stable across renders,
  // as the useState setters they replace were (useFinish keeps setStep in its dependencies).
  const setters = useMemo(
    () => ({
      setErrors: (update: FieldErrors | ((errors: FieldErrors) => FieldErrors)) =>
        dispatch({ type: "errorsEdited", edit: typeof update === "function" ? update : () => update }),
      setWebsite: (value: string) => dispatch({ type: "websiteTyped", website: value }),
      setServiceType: (value: ServiceType | null) => dispatch({ type: "serviceChosen", serviceType: value }),
      setYardSize: (value: YardSize | null) => dispatch({ type: "yardSizeChosen", yardSize: value }),
      setDetails: (value: string) => dispatch({ type: "detailsTyped", details: value }),
      removeVideo: () => dispatch({ type: "videoRemoved" }),
      setStep: (step: Step) => dispatch({ type: "stepShown", step }),
    }),
    [],
  );

  return {
    ...setters,
    answers,
    answer,
    errors,
    consent,
    tickConsent,
    website,
    lead,
    servicesVisible: servicesVisible(state),
    serviceType,
    yardSize,
    details,
    video,
    uploadVideo,
    busy: state.busy,
    step: state.step,
    response: state.response,
    respond,
    sendUpsell,
  };
}
