import { validateServiceSelection } from "@yq/form-schema/answers";
import type { PriceFrequency } from "@yq/form-schema/constants";
import type { MeasuredLawn } from "@yq/form-schema/measured-lawn";
import type { Plan } from "@yq/form-schema/pricing/plans";
import { FAILURES, type QuoteFlow } from "./use-quote-flow";
import type { ResponseStatus } from "@yq/form-schema/lead-lifecycle";

// The visitor's answer and project video. Both are sent from the service step, a lazy chunk, so
// they live beside it rather than in the flow the page's first download carries.

/**
 * What the answer says beyond the service: mowing's frequency and measured lawn, a listed
 * service's size card, plan and measured lawn, and the promo code applied. Never a price: the server prices
 * the choice itself.
 */
export type ServiceAnswer = {
  frequency?: PriceFrequency;
  sizeId?: string | null;
  plan?: Plan;
  promoCode?: string;
  lawn?: MeasuredLawn;
  /** Why the visitor declined, when they said. */
  declineReason?: string;
  /** A request for a price: the project details and video go with it. */
  project: boolean;
};

/** Sends the quote's answer; nothing typed is lost when it fails. */
export async function sendAnswer(
  flow: QuoteFlow,
  responseStatus: ResponseStatus,
  answer: ServiceAnswer,
  onSaved: (r: ResponseStatus) => void,
) {
  const { serviceId, serviceType, yardSize, video } = flow;
  // A listed service (no serviceType) needs only to be picked; its size and plan enable the accept.
  const selection = serviceId && !serviceType ? [] : validateServiceSelection({ serviceType, yardSize });
  if (!flow.showProblems([...flow.contactProblems(), ...selection]) || !serviceId) return;
  flow.setBusy(true);
  flow.setFailure(null);
  try {
    const current = await flow.ensureLead(flow.consent);
    const { project, frequency, sizeId, plan, promoCode, lawn, declineReason } = answer;
    // Version 2 (decision 128): every service by the engine's id, mowing's yard size as its size
    // and its frequency as its plan.
    const picked = serviceType ? frequency : plan;
    await flow.transport.respond(current, {
      version: 2,
      serviceId,
      sizeId: serviceType === "mowing" ? yardSize : serviceType ? null : (sizeId ?? null),
      ...(picked ? { plan: picked } : {}),
      ...(lawn ? { lawn } : {}),
      ...(promoCode ? { promoCode } : {}),
      ...(declineReason ? { declineReason } : {}),
      responseStatus,
      answers: flow.answers,
      ...(project ? { projectDetails: flow.details, videoUrl: video.status === "done" ? video.url : undefined } : {}),
    });
    flow.setResponse(responseStatus);
    onSaved(responseStatus);
  } catch (err) {
    flow.fail("answer", err, FAILURES.submit);
  } finally {
    flow.setBusy(false);
  }
}

/** Uploads the project's video, creating the lead first if the visitor has not consented yet. */
export async function sendVideo(flow: QuoteFlow, file: File) {
  const { checkCustomerVideoUpload } = await import("@yq/form-schema/upload-rules");
  const problem = checkCustomerVideoUpload(file);
  if (problem) return flow.setFailure({ at: "video", message: problem.message });
  if (!flow.showProblems(flow.contactProblems())) return;
  flow.setFailure(null);
  flow.setVideo({ status: "uploading", name: file.name, progress: 0 });
  try {
    const current = await flow.ensureLead(flow.consent);
    const url = await flow.transport.uploadVideo(current, file, (progress) =>
      flow.setVideo((v) => (v.status === "uploading" ? { ...v, progress } : v)),
    );
    flow.setVideo({ status: "done", name: file.name, url });
  } catch (err) {
    flow.setVideo({ status: "failed", name: file.name });
    flow.fail("video", err, FAILURES.video);
  }
}
