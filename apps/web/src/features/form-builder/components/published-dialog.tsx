import { CheckCircle2, Eye, Link2 } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { SubscribeButton } from "@/features/billing/components/plan-needed-notice";
import { directLink, embedCode } from "@/features/forms/utils/embed-code";
import { TEST_RUN_PARAM } from "@yq/form-schema/test-run";
import { useFormsLive } from "@/features/billing/api/get-subscription";
import { useCopyToClipboard } from "@/lib/use-copy-to-clipboard";
import { CopyBox } from "./tools/embed-code-box";

type Props = {
  formId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The owner's own preview (Quick Preview), for a form visitors cannot use yet. */
  onPreview: () => void;
};

export const PUBLISHED_NOT_LIVE_TEXT =
  "Your form is published, but it goes live when you subscribe: until then visitors see “This form is not available”. You can already copy the link and the embed code.";

/**
 * After Publish Form: where the form is now and how to put it on a website. It says "live" only
 * when the server says visitors can use it; otherwise it says a plan is needed.
 */
export function PublishedDialog({ formId, open, onOpenChange, onPreview }: Props) {
  const live = useFormsLive();
  const navigate = useNavigate();
  const { copy, isCopied } = useCopyToClipboard();
  const link = directLink(formId);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <CheckCircle2 className="size-5 text-success" aria-hidden />
            {live ? "Form Published Successfully!" : "Form Published: Subscribe to Go Live"}
          </DialogTitle>
          <DialogDescription>
            {live
              ? "Your form is now live. Share the link or add it to your website with the embed code."
              : PUBLISHED_NOT_LIVE_TEXT}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap gap-2">
          {!live && <SubscribeButton size="default" />}
          <Button
            variant="outline"
            // The public page refuses visitors (and the owner) until the plan starts: preview in the app.
            // A test run: the owner's own answers are kept apart from their leads.
            onClick={() =>
              live ? window.open(`${link}?${TEST_RUN_PARAM}=1`, "_blank", "noopener,noreferrer") : onPreview()
            }
          >
            <Eye /> Preview Form
          </Button>
          <Button variant="outline" onClick={() => void copy("link-button", link, "Link")}>
            <Link2 /> {isCopied("link-button") ? "Link Copied!" : "Copy Link"}
          </Button>
        </div>
        <CopyBox
          label="HTML Embed Code"
          value={embedCode(formId)}
          copied={isCopied("embed")}
          onCopy={() => void copy("embed", embedCode(formId), "Embed code")}
          rows={4}
        />
        <CopyBox
          label="Direct Link"
          value={link}
          copied={isCopied("link")}
          onCopy={() => void copy("link", link, "Link")}
          rows={1}
        />
        <DialogFooter className="gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Continue Editing
          </Button>
          <Button variant="outline" onClick={() => void navigate(`/forms/${formId}/details`)}>
            View Full Details
          </Button>
          <Button onClick={() => void navigate("/forms")}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
