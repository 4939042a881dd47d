import type { FormStatus } from "@yq/form-schema/constants";
import { BarChart3, ChevronLeft, ChevronRight, Eye, Inbox, Link2, Wrench } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { directLink, embedCode } from "@/features/forms/utils/embed-code";
import { TEST_RUN_PARAM } from "@yq/form-schema/test-run";
import { useFormsLive } from "@/features/billing/api/get-subscription";
import { useCopyToClipboard } from "@/lib/use-copy-to-clipboard";
import { cn } from "@/lib/utils";
import { CopyBox } from "./embed-code-box";
import { PublishedFormFrame } from "./published-form-frame";

type Props = {
  id: string | null;
  status: FormStatus;
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  /** The owner's own preview, used while the public page refuses visitors (no plan). */
  onQuickPreview: () => void;
};

// The owner's previews of the public page are test runs, kept apart from their leads.
const testRunLink = (id: string) => `${directLink(id)}?${TEST_RUN_PARAM}=1`;
const openPublicPage = (id: string) => window.open(testRunLink(id), "_blank", "noopener,noreferrer");

export function FormToolsPanel({ id, status, collapsed, onCollapsedChange, onQuickPreview }: Props) {
  const live = useFormsLive();
  // Without a plan the public page answers "This form is not available", to the owner too.
  const openPreview = (formId: string) => (live ? openPublicPage(formId) : onQuickPreview());
  const { copy, isCopied } = useCopyToClipboard();
  const copyLink = (formId: string) => copy("link", directLink(formId), "Link");

  if (collapsed) {
    return (
      <aside aria-label="Form Tools" className="flex flex-row gap-1 rounded-lg border bg-background p-1 xl:flex-col">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Expand form tools"
          title="Form Tools"
          onClick={() => onCollapsedChange(false)}
        >
          <ChevronLeft className="hidden xl:block" />
          <Wrench className="xl:hidden" />
        </Button>
        {id && (
          <>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Preview Form"
              title="Preview Form"
              onClick={() => openPreview(id)}
            >
              <Eye />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Copy Direct Link"
              title="Copy Direct Link"
              onClick={() => void copyLink(id)}
            >
              <Link2 />
            </Button>
            <Button variant="ghost" size="icon" aria-label="View Submissions" title="View Submissions" asChild>
              <Link to={`/forms/${id}/submissions`}>
                <Inbox />
              </Link>
            </Button>
          </>
        )}
      </aside>
    );
  }

  return (
    <aside aria-label="Form Tools" className="flex flex-col gap-4 rounded-lg border bg-background p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 font-semibold">
          <Wrench className="size-4" aria-hidden /> Form Tools
        </h2>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label="Collapse form tools"
          onClick={() => onCollapsedChange(true)}
        >
          <ChevronRight />
        </Button>
      </div>
      {!id ? (
        <p className="text-sm text-muted-foreground">Save your form to access tools</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <Badge variant={status === "published" ? "success" : "secondary"}>
              {status === "published" ? "Published" : "Draft"}
            </Badge>
            <span className="text-muted-foreground">
              ID: <code className="font-mono text-foreground">{id.slice(0, 8)}</code>
            </span>
          </div>
          <div className="flex flex-col gap-2">
            <h3 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Quick Actions</h3>
            <Button variant="outline" size="sm" className="justify-start" onClick={() => openPreview(id)}>
              <Eye /> Preview Form
            </Button>
            <Button
              variant="outline"
              size="sm"
              className={cn("justify-start", isCopied("link") && "text-success")}
              onClick={() => void copyLink(id)}
            >
              <Link2 /> {isCopied("link") ? "Link Copied!" : "Copy Direct Link"}
            </Button>
            <Button variant="outline" size="sm" className="justify-start" asChild>
              <Link to={`/forms/${id}/submissions`}>
                <Inbox /> View Submissions
              </Link>
            </Button>
          </div>
          {status === "published" && (
            <>
              <CopyBox
                label="Embed Code"
                value={embedCode(id)}
                copied={isCopied("embed")}
                onCopy={() => void copy("embed", embedCode(id), "Embed code")}
                rows={4}
              />
              <div className="flex flex-col gap-2">
                <h3 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Published Form</h3>
                {live ? (
                  <PublishedFormFrame src={testRunLink(id)} />
                ) : (
                  <p className="text-sm text-muted-foreground">
                    Not live yet: visitors can use this form once you subscribe.
                  </p>
                )}
              </div>
              <div className="flex flex-col gap-2">
                <Button variant="outline" size="sm" className="justify-start" onClick={() => openPreview(id)}>
                  <Eye /> Open Full Preview
                </Button>
                <Button variant="outline" size="sm" className="justify-start" asChild>
                  <Link to={`/forms/${id}/details`}>
                    <BarChart3 /> View Full Details
                  </Link>
                </Button>
              </div>
            </>
          )}
        </>
      )}
    </aside>
  );
}
