import { YARD_SIZE_LABELS } from "@yq/form-schema/constants";
import { formatSqFt } from "@yq/form-schema/measurement-tiers";
import { centsText, formatPrice } from "@yq/form-schema/money-format";
import { chosenPriceText } from "@yq/form-schema/quote";
import type { QuoteSnapshot } from "@yq/form-schema/quote-snapshot";
import { DIRECT } from "@yq/form-schema/traffic-source-words";
import { format } from "date-fns";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { SubmissionItem } from "../api/get-submissions";
import { ClickableRow } from "./clickable-row";
import { FollowUpBadge } from "./follow-up-badge";
import { MobileList } from "./mobile-list";
import { LeadStatusBadge, OutcomeBadge } from "./outcome-badge";
import { OutsideAreaBadge } from "./outside-area";
import { PaymentBadge, PaymentFailedBadge } from "./payment-badge";

const lowest = (quote: QuoteSnapshot | null) => {
  const amounts = quote?.prices.map((p) => p.amount) ?? [];
  return amounts.length ? formatPrice(Math.min(...amounts)) : null;
};

/**
 * The price a lead is about: the accepted one ("Bi-Weekly, $39 per visit"), else the lowest
 * offered ("from $39"), else for a visitor who stopped the last price the form showed them.
 */
function priceText(lead: SubmissionItem): string {
  if (lead.quote?.chosen) return chosenPriceText(lead.quote.chosen);
  // A listed service's quote has no frequency price: its total says what was agreed.
  if (lead.quote?.priced) return `${centsText(lead.quote.priced.totals.totalCents)} total`;
  const offered = lowest(lead.quote);
  if (offered) return `from ${offered}`;
  const seen = lowest(lead.lastPriceShown);
  return seen ? `saw from ${seen}` : "—";
}

type Props<Lead extends SubmissionItem> = {
  leads: Lead[];
  onOpen: (lead: Lead) => void;
  /** The name of the lead's form, for a list of several forms' leads (the Leads screen). */
  formOf?: (lead: Lead) => string;
};

/** One row per lead; phones get one card per lead instead. */
export function LeadsTable<Lead extends SubmissionItem>({ leads, onOpen, formOf }: Props<Lead>) {
  const label = (lead: SubmissionItem) => `Lead ${lead.customerName || "without a name"}`;
  return (
    <>
      <MobileList
        items={leads.map((lead) => ({
          key: lead.id,
          label: label(lead),
          title: lead.customerName || "—",
          subtitle: [lead.customerEmail, lead.customerPhone].filter(Boolean).join(" · "),
          meta: [
            formOf?.(lead),
            format(new Date(lead.createdAt), "MMM d, yyyy"),
            lead.serviceName,
            lead.yardSize && YARD_SIZE_LABELS[lead.yardSize],
            priceText(lead),
            lead.source?.label ?? DIRECT,
          ]
            .filter((part) => part && part !== "—")
            .join(" · "),
          badge: (
            <span className="flex max-w-36 flex-wrap justify-end gap-1">
              <OutsideAreaBadge outside={lead.outsideArea} />
              <OutcomeBadge outcome={lead.outcome} />
              <LeadStatusBadge status={lead.status} />
              <PaymentBadge payment={lead.payment} />
              <PaymentFailedBadge failed={lead.paymentFailed} />
              <FollowUpBadge followUp={lead.followUp} />
            </span>
          ),
          onOpen: () => onOpen(lead),
        }))}
      />
      <Table className="hidden md:table">
        <TableHeader>
          <TableRow>
            <TableHead>Date</TableHead>
            {formOf && <TableHead>Form</TableHead>}
            <TableHead>Customer</TableHead>
            <TableHead>Service Type</TableHead>
            <TableHead>Yard Size</TableHead>
            <TableHead>Price</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Lead Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {leads.map((lead) => (
            <ClickableRow key={lead.id} onOpen={() => onOpen(lead)} aria-label={label(lead)}>
              <TableCell>
                <div className="whitespace-nowrap">{format(new Date(lead.createdAt), "MMM d, yyyy")}</div>
                <div className="max-w-32 break-words text-sm text-muted-foreground">{lead.source?.label ?? DIRECT}</div>
              </TableCell>
              {formOf && (
                <TableCell>
                  <div className="max-w-40 break-words">{formOf(lead)}</div>
                </TableCell>
              )}
              <TableCell>
                <div className="font-medium">{lead.customerName || "—"}</div>
                <div className="max-w-56 break-words text-sm text-muted-foreground">{lead.customerEmail || ""}</div>
              </TableCell>
              <TableCell>{lead.serviceName ?? "—"}</TableCell>
              <TableCell>
                {lead.yardSize ? YARD_SIZE_LABELS[lead.yardSize] : "—"}
                {lead.lawnAreaSqFt !== null && (
                  <div className="text-sm text-muted-foreground">{formatSqFt(lead.lawnAreaSqFt)}</div>
                )}
              </TableCell>
              <TableCell>
                <div>{priceText(lead)}</div>
                {(lead.payment || lead.paymentFailed) && (
                  <div className="mt-1 flex flex-wrap gap-1">
                    <PaymentBadge payment={lead.payment} />
                    <PaymentFailedBadge failed={lead.paymentFailed} />
                  </div>
                )}
              </TableCell>
              <TableCell>
                <div className="flex flex-wrap gap-1">
                  <OutcomeBadge outcome={lead.outcome} />
                  <OutsideAreaBadge outside={lead.outsideArea} />
                  <FollowUpBadge followUp={lead.followUp} />
                </div>
              </TableCell>
              <TableCell>
                <LeadStatusBadge status={lead.status} />
              </TableCell>
            </ClickableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
