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
import { directLink, embedCode } from "@/lib/embed-code";
import { useCopyToClipboard } from "@/lib/use-copy-to-clipboard";
import { CopyBox } from "./tools/embed-code-box";

type Props = { formId: string; open: boolean; onOpenChange: (open: boolean) => void };

/** After Publish Form: where the form lives now and how to put it on a website. */
export function PublishedDialog({ formId, open, onOpenChange }: Props) {
  const navigate = useNavigate();
  const { copy, isCopied } = useCopyToClipboard();
  const link = directLink(formId);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <CheckCircle2 className="size-5 text-success" aria-hidden /> Form Published Successfully!
          </DialogTitle>
          <DialogDescription>
            Your form is now live. Share the link or add it to your website with the embed code.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => window.open(link, "_blank", "noopener,noreferrer")}>
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
