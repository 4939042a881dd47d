import { format } from "date-fns";
import { ClipboardList, ExternalLink, Link2 } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { directLink } from "../utils/embed-code";
import type { FormDetail } from "../api/get-form";
import { CopyButton } from "./copy-button";

type Props = { form: FormDetail; copied: boolean; onCopyLink: () => void };

export function OverviewTab({ form, copied, onCopyLink }: Props) {
  const { document: doc } = form;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Form Information</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="flex flex-col gap-4 text-sm">
            <div>
              <dt className="font-medium text-muted-foreground">Name</dt>
              <dd className="mt-1 break-words">{doc.name}</dd>
            </div>
            <div>
              <dt className="font-medium text-muted-foreground">Description</dt>
              <dd className="mt-1 whitespace-pre-line break-words">{doc.description.trim() || "No description"}</dd>
            </div>
            <div>
              <dt className="font-medium text-muted-foreground">Status</dt>
              <dd className="mt-1">
                <Badge variant={form.status === "published" ? "success" : "secondary"}>
                  {form.status === "published" ? "Published" : "Draft"}
                </Badge>
              </dd>
            </div>
            <div>
              <dt className="font-medium text-muted-foreground">Created</dt>
              <dd className="mt-1">{format(new Date(form.createdAt), "MMM d, yyyy")}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Quick Actions</CardTitle>
          <CardDescription>Share, try out and follow up on this form.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <CopyButton
            className="justify-start"
            label="Direct Link"
            text="Copy Direct Link"
            copied={copied}
            onCopy={onCopyLink}
          />
          <Button asChild variant="outline" className="justify-start">
            <a href={directLink(form.id)} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden /> Preview Form
            </a>
          </Button>
          <Button asChild variant="outline" className="justify-start">
            <Link to={`/forms/${form.id}/submissions`}>
              <ClipboardList aria-hidden /> View Submissions
            </Link>
          </Button>
          {form.status !== "published" && (
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <Link2 className="mt-0.5 size-4 shrink-0" aria-hidden />
              Visitors can open the link once the form is published.
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
