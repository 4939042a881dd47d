import { SERVICE_TYPE_LABELS, YARD_SIZE_LABELS } from "@yq/form-schema/constants";
import { formatSqFt } from "@yq/form-schema/measurement-tiers";
import { chosenPriceText } from "@yq/form-schema/quote-snapshot";
import { SUBMISSION_STATUS_LABELS, type SubmissionStatus } from "@yq/form-schema/submission";
import { format } from "date-fns";
import { Inbox } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { SubmissionItem } from "../api/get-submissions";
import { ClickableRow } from "./clickable-row";
import { MobileList } from "./mobile-list";
import { PaymentBadge } from "./payment-badge";

// Badge colours for pending, completed and rejected; the text is the status capitalised.
const STATUS_VARIANT: Record<string, "warning" | "success" | "destructive" | "secondary"> = {
  pending: "warning",
  completed: "success",
  accepted: "success",
  rejected: "destructive",
};

function statusLabel(status: string): string {
  return SUBMISSION_STATUS_LABELS[status as SubmissionStatus] ?? status.charAt(0).toUpperCase() + status.slice(1);
}

type Props = { submissions: SubmissionItem[]; onOpen: (submission: SubmissionItem) => void };

export function SubmissionsTable({ submissions, onOpen }: Props) {
  if (submissions.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-12 text-center text-muted-foreground">
        <Inbox className="size-10" aria-hidden />
        <p className="font-medium text-foreground">No submissions yet</p>
        <p className="text-sm">Submissions appear here as soon as visitors fill in your form.</p>
      </div>
    );
  }
  const label = (s: SubmissionItem) => `Submission from ${s.customerName || "unknown customer"}`;
  const badge = (s: SubmissionItem) => (
    <span className="flex flex-wrap gap-1">
      <Badge variant={STATUS_VARIANT[s.status] ?? "secondary"}>{statusLabel(s.status)}</Badge>
      <PaymentBadge payment={s.payment} />
    </span>
  );
  return (
    <>
      <MobileList
        items={submissions.map((s) => ({
          key: s.id,
          label: label(s),
          title: s.customerName || "—",
          subtitle: s.customerEmail || "",
          meta: [
            format(new Date(s.createdAt), "MMM d, yyyy"),
            s.serviceType && SERVICE_TYPE_LABELS[s.serviceType],
            s.yardSize && YARD_SIZE_LABELS[s.yardSize],
            s.quote?.chosen && chosenPriceText(s.quote.chosen),
          ]
            .filter(Boolean)
            .join(" · "),
          badge: badge(s),
          onOpen: () => onOpen(s),
        }))}
      />
      <Table className="hidden md:table">
        <TableHeader>
          <TableRow>
            <TableHead>Date</TableHead>
            <TableHead>Customer</TableHead>
            <TableHead>Service Type</TableHead>
            <TableHead>Yard Size</TableHead>
            <TableHead>Accepted Price</TableHead>
            <TableHead>Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {submissions.map((s) => (
            <ClickableRow key={s.id} onOpen={() => onOpen(s)} aria-label={label(s)}>
              <TableCell className="whitespace-nowrap">{format(new Date(s.createdAt), "MMM d, yyyy")}</TableCell>
              <TableCell>
                <div className="font-medium">{s.customerName || "—"}</div>
                <div className="text-sm text-muted-foreground">{s.customerEmail || ""}</div>
              </TableCell>
              <TableCell>{s.serviceType ? SERVICE_TYPE_LABELS[s.serviceType] : "—"}</TableCell>
              <TableCell>
                {s.yardSize ? YARD_SIZE_LABELS[s.yardSize] : "—"}
                {s.lawnAreaSqFt !== null && (
                  <div className="text-sm text-muted-foreground">{formatSqFt(s.lawnAreaSqFt)}</div>
                )}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {s.quote?.chosen ? chosenPriceText(s.quote.chosen) : "—"}
              </TableCell>
              <TableCell>{badge(s)}</TableCell>
            </ClickableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
