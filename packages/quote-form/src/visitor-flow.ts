import type { CustomerAnswers } from "@yq/form-schema/answers";
import type { CustomerFieldType, ServiceType, YardSize } from "@yq/form-schema/constants";
import type { VideoState } from "./project-section";
import type { Lead } from "./transport";

// The visitor's flow as one state and the named events that change it. use-quote-flow.ts turns
// requests and timers into these events; every change of state is here, and testable without React.

export type Step = "form" | "upsell" | "result";
export type FieldErrors = Partial<Record<string, string>>;

export type VisitorState = {
  answers: CustomerAnswers;
  errors: FieldErrors;
  consent: boolean;
  /** The honeypot field; people leave it empty. */
  website: string;
  lead: Lead | null;
  /** The phone held 10 digits for the debounce time: services show from then on. */
  phoneReady: boolean;
  serviceType: ServiceType | null;
  yardSize: YardSize | null;
  details: string;
  video: VideoState;
  busy: boolean;
  step: Step;
  response: "accept" | "decline" | null;
};

export type VisitorEvent =
  | { type: "answerTyped"; field: CustomerFieldType; value: string }
  | { type: "problemsFound"; errors: FieldErrors }
  | { type: "errorsEdited"; edit: (errors: FieldErrors) => FieldErrors }
  | { type: "consentSet"; consent: boolean }
  | { type: "websiteTyped"; website: string }
  | { type: "phoneSettled" }
  | { type: "leadStarted"; lead: Lead }
  | { type: "serviceChosen"; serviceType: ServiceType | null }
  | { type: "yardSizeChosen"; yardSize: YardSize | null }
  | { type: "detailsTyped"; details: string }
  | { type: "videoStarted"; name: string }
  | { type: "videoProgressed"; progress: number }
  | { type: "videoUploaded"; name: string; url: string }
  | { type: "videoFailed"; name: string }
  | { type: "videoRemoved" }
  | { type: "requestStarted" }
  | { type: "requestEnded" }
  | { type: "responseSaved"; response: "accept" | "decline" }
  | { type: "stepShown"; step: Step };

export const initialVisitorState: VisitorState = {
  answers: {},
  errors: {},
  consent: false,
  website: "",
  lead: null,
  phoneReady: false,
  serviceType: null,
  yardSize: null,
  details: "",
  video: { status: "none" },
  busy: false,
  step: "form",
  response: null,
};

export function visitorFlow(state: VisitorState, event: VisitorEvent): VisitorState {
  switch (event.type) {
    case "answerTyped": {
      // Typing into a field that was marked wrong clears its message.
      const errors = state.errors[event.field] ? { ...state.errors, [event.field]: undefined } : state.errors;
      return { ...state, answers: { ...state.answers, [event.field]: event.value }, errors };
    }
    case "problemsFound":
      return { ...state, errors: event.errors };
    case "errorsEdited":
      return { ...state, errors: event.edit(state.errors) };
    case "consentSet":
      return { ...state, consent: event.consent };
    case "websiteTyped":
      return { ...state, website: event.website };
    case "phoneSettled":
      return { ...state, phoneReady: true };
    case "leadStarted":
      return { ...state, lead: event.lead };
    case "serviceChosen":
      return { ...state, serviceType: event.serviceType };
    case "yardSizeChosen":
      return { ...state, yardSize: event.yardSize };
    case "detailsTyped":
      return { ...state, details: event.details };
    case "videoStarted":
      return { ...state, video: { status: "uploading", name: event.name, progress: 0 } };
    case "videoProgressed":
      // Progress reported after the upload ended (or was removed) changes nothing.
      return state.video.status === "uploading" ? { ...state, video: { ...state.video, progress: event.progress } } : state;
    case "videoUploaded":
      return { ...state, video: { status: "done", name: event.name, url: event.url } };
    case "videoFailed":
      return { ...state, video: { status: "failed", name: event.name } };
    case "videoRemoved":
      return { ...state, video: { status: "none" } };
    case "requestStarted":
      return { ...state, busy: true };
    case "requestEnded":
      return { ...state, busy: false };
    case "responseSaved":
      return { ...state, response: event.response };
    case "stepShown":
      return { ...state, step: event.step };
  }
}

/** Services and prices show once the phone settled, and stay once a lead exists. */
export const servicesVisible = (state: VisitorState) => state.phoneReady || state.lead !== null;
