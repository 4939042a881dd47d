import { describe, expect, it } from "vitest";
import { initialVisitorState, servicesVisible, visitorFlow, type VisitorEvent, type VisitorState } from "./visitor-flow";

const run = (...events: VisitorEvent[]) => events.reduce<VisitorState>(visitorFlow, initialVisitorState);

describe("the visitor flow", () => {
  it("keeps what the visitor typed and clears a field's message when they type into it again", () => {
    const state = run(
      { type: "answerTyped", field: "name", value: "Pat" },
      { type: "problemsFound", errors: { email: "Enter your email", phone: "Enter your phone" } },
      { type: "answerTyped", field: "email", value: "pat@example.com" },
    );
    expect(state.answers).toEqual({ name: "Pat", email: "pat@example.com" });
    expect(state.errors).toEqual({ email: undefined, phone: "Enter your phone" });
  });

  it("shows services once the phone settled or a lead exists, and keeps them", () => {
    expect(servicesVisible(initialVisitorState)).toBe(false);
    expect(servicesVisible(run({ type: "phoneSettled" }))).toBe(true);
    const lead = { leadId: "l1", token: "t" };
    const state = run({ type: "leadStarted", lead }, { type: "answerTyped", field: "phone", value: "" });
    expect(state.lead).toEqual(lead);
    expect(servicesVisible(state)).toBe(true);
  });

  it("follows a video upload, and ignores progress that arrives after it ended", () => {
    const uploading = run({ type: "videoStarted", name: "yard.mp4" }, { type: "videoProgressed", progress: 0.4 });
    expect(uploading.video).toEqual({ status: "uploading", name: "yard.mp4", progress: 0.4 });
    const done = visitorFlow(uploading, { type: "videoUploaded", name: "yard.mp4", url: "/media/v.mp4" });
    expect(visitorFlow(done, { type: "videoProgressed", progress: 0.9 })).toBe(done);
    expect(visitorFlow(done, { type: "videoRemoved" }).video).toEqual({ status: "none" });
    expect(run({ type: "videoStarted", name: "a.mp4" }, { type: "videoFailed", name: "a.mp4" }).video).toEqual({
      status: "failed",
      name: "a.mp4",
    });
  });

  it("records the choices, the busy request, the answer and the step shown", () => {
    const state = run(
      { type: "consentSet", consent: true },
      { type: "serviceChosen", serviceType: "mowing" },
      { type: "yardSizeChosen", yardSize: "medium" },
      { type: "requestStarted" },
    );
    expect(state).toMatchObject({ consent: true, serviceType: "mowing", yardSize: "medium", busy: true, step: "form" });
    const answered = run({ type: "requestEnded" }, { type: "responseSaved", response: "accept" }, { type: "stepShown", step: "upsell" });
    expect(answered).toMatchObject({ busy: false, response: "accept", step: "upsell" });
  });

  it("lets the component edit the messages, as it does when a choice is made", () => {
    const state = run(
      { type: "problemsFound", errors: { serviceType: "Select a service", yardSize: "Select a size" } },
      { type: "errorsEdited", edit: (e) => ({ ...e, serviceType: undefined }) },
    );
    expect(state.errors).toEqual({ serviceType: undefined, yardSize: "Select a size" });
  });
});
