import { wholeNumberText } from "@yq/form-schema/number-text";
import { format } from "date-fns";
import { Calendar, ExternalLink, Eye, FileText, Inbox, Pencil } from "lucide-react";
import { Link } from "react-router";
import { FORM_TYPE_LABELS } from "@yq/form-schema/constants";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import type { FormSummary } from "../api/list-forms";
import { DeleteFormDialog } from "./delete-form-dialog";

/** Dates read like "Jan 5, 2025". */
const formatCardDate = (iso: string) => format(new Date(iso), "MMM d, yyyy");

function viewsText({ views, lastViewedAt }: FormSummary["analytics"]) {
  const count = `${wholeNumberText(views)} ${views === 1 ? "view" : "views"}`;
  return lastViewedAt ? `${count} · Last viewed ${formatCardDate(lastViewedAt)}` : `${count} · Last viewed: never`;
}

export function FormCard({ form }: { form: FormSummary }) {
  const published = form.status === "published";
  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="gap-3">
        {/* An h2 under the page's h1 (the card's own title style): headings never skip a level. */}
        <h2 id={`form-card-${form.id}`} className="break-words text-lg font-semibold leading-tight">
          {form.name || "Untitled Form"}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Badge variant={published ? "success" : "secondary"}>{published ? "Published" : "Draft"}</Badge>
          <Badge variant="outline">{FORM_TYPE_LABELS[form.formType]}</Badge>
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 text-sm">
        {form.description ? (
          <p className="line-clamp-2 break-words text-muted-foreground">{form.description}</p>
        ) : (
          <p className="italic text-muted-foreground">No description provided</p>
        )}
        <p className="flex items-center gap-2 text-muted-foreground">
          <Eye className="size-4 shrink-0" aria-hidden />
          {viewsText(form.analytics)}
        </p>
        <p className="flex items-center gap-2 text-muted-foreground">
          <Calendar className="size-4 shrink-0" aria-hidden />
          Created {formatCardDate(form.createdAt)}
        </p>
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-2">
        <div className="grid grid-cols-2 gap-2">
          <Button variant="outline" size="sm" asChild>
            <Link to={`/forms/${form.id}/details`}>
              <FileText aria-hidden />
              Details
            </Link>
          </Button>
          <Button variant="outline" size="sm" asChild>
            <a href={`/forms/embed/${form.id}`} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden />
              Preview
            </a>
          </Button>
          <Button variant="outline" size="sm" asChild>
            <Link to={`/forms/${form.id}`}>
              <Pencil aria-hidden />
              Edit
            </Link>
          </Button>
          <Button variant="outline" size="sm" asChild>
            <Link to={`/forms/${form.id}/submissions`}>
              <Inbox aria-hidden />
              Submissions
            </Link>
          </Button>
        </div>
        <DeleteFormDialog formId={form.id} formName={form.name} />
      </CardFooter>
    </Card>
  );
}
