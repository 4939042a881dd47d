import { validateServiceSelection } from "@yq/form-schema/answers";
import type { PriceFrequency } from "@yq/form-schema/constants";
import { FAILURES, type QuoteFlow } from "./use-quote-flow";

// The visitor's answer and project video. Both are sent from the service step, a lazy chunk, so
// they live beside it rather than in the flow the page's first download carries.

/** Sends the quote's answer; nothing typed is lost when it fails. */
export async function sendAnswer(
  flow: QuoteFlow,
  responseStatus: "accept" | "decline",
  frequency: PriceFrequency | undefined,
  onSaved: (r: "accept" | "decline") => void,
) {
  const { serviceType, yardSize, video } = flow;
  const problems = [...flow.contactProblems(), ...validateServiceSelection({ serviceType, yardSize })];
  if (!flow.showProblems(problems) || !serviceType) return;
  flow.setBusy(true);
  flow.setFailure(null);
  try {
    const current = await flow.ensureLead(flow.consent);
    const project = serviceType === "landscaping" || yardSize === "custom";
    await flow.transport.respond(current, {
      serviceType,
      yardSize: serviceType === "mowing" ? yardSize : null,
      responseStatus,
      ...(frequency ? { frequency } : {}),
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
