import type { TextContent } from "@yq/form-schema/form-document";
import { FailureNote, type Failure } from "./failure-note";
import { RichText } from "./rich-text";
import { richText } from "@yq/form-schema/rich-text";

export type VideoState =
  | { status: "none" }
  | { status: "uploading"; name: string; progress: number }
  | { status: "done"; name: string; url: string }
  | { status: "failed"; name: string };

/** Landscaping and custom-size mowing: project details, an optional video, then Submit. */
export function ProjectSection(props: {
  idPrefix: string;
  details: string;
  onDetails: (value: string) => void;
  video: VideoState;
  onVideo: (file: File) => void;
  onRemoveVideo: () => void;
  text: TextContent;
  busy: boolean;
  onSubmit: () => void;
  /** A failed upload or answer, said beside the video or the Submit button. */
  failure: Failure | null;
  /** A listed service's request names no yard (a snow form never says it). */
  videoLabel?: string;
}) {
  const { idPrefix, video } = props;
  const uploading = video.status === "uploading";
  return (
    <section className="yq-project" aria-labelledby={`${idPrefix}-project-title`}>
      <h2 id={`${idPrefix}-project-title`} className="yq-section-title">
        Project Details
      </h2>
      <div className="yq-field yq-field-wide">
        <label htmlFor={`${idPrefix}-details`} className="yq-label">
          Tell us about your project
        </label>
        <textarea
          id={`${idPrefix}-details`}
          className="yq-input yq-textarea"
          rows={4}
          maxLength={5000}
          value={props.details}
          onChange={(e) => props.onDetails(e.target.value)}
        />
      </div>
      <div className="yq-field yq-field-wide">
        <label htmlFor={`${idPrefix}-video`} className="yq-label">
          {props.videoLabel ?? "Video of your yard (optional)"}
        </label>
        <p id={`${idPrefix}-video-hint`} className="yq-hint">
          MP4, WebM or MOV, up to 50 MB.
        </p>
        <input
          id={`${idPrefix}-video`}
          type="file"
          className="yq-file"
          accept="video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov"
          aria-describedby={`${idPrefix}-video-hint ${idPrefix}-video-status`}
          disabled={uploading || props.busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) props.onVideo(file);
          }}
        />
        <p id={`${idPrefix}-video-status`} className="yq-hint" role="status">
          {video.status === "uploading" && `Uploading ${video.name}… ${Math.round(video.progress * 100)}%`}
          {video.status === "done" && `Uploaded: ${video.name}`}
          {video.status === "failed" && `Not uploaded: ${video.name}. Choose the file again to retry.`}
        </p>
        <FailureNote failure={props.failure} at="video" />
        {video.status === "uploading" && (
          <progress className="yq-progress" max={1} value={video.progress} aria-hidden="true" />
        )}
        {video.status === "done" && (
          <button type="button" className="yq-link-btn" onClick={props.onRemoveVideo}>
            Remove video
          </button>
        )}
      </div>
      <div className="yq-actions">
        <button
          type="button"
          className="yq-btn yq-btn-accept"
          disabled={uploading || props.busy}
          onClick={props.onSubmit}
        >
          <RichText html={props.text.submitButton.trim() ? props.text.submitButton : richText("Submit")} inline />
        </button>
      </div>
      <FailureNote failure={props.failure} at="answer" />
    </section>
  );
}
