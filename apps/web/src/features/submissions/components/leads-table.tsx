import { SERVICE_TYPE_LABELS, YARD_SIZE_LABELS } from "@yq/form-schema/constants";
import { formatSqFt } from "@yq/form-schema/measurement-tiers";
import { formatPrice } from "@yq/form-schema/quote";
import { chosenPriceText } from "@yq/form-schema/quote-snapshot";
import { DIRECT } from "@yq/form-schema/traffic-source";
import { format } from "date-fns";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { LeadItem } from "../api/get-leads";
import { ClickableRow } from "./clickable-row";
import { MobileList } from "./mobile-list";
import { FollowUpBadge } from "./follow-up-badge";
import { PaymentBadge } from "./payment-badge";
import { StageBadge } from "./stage-badge";

function service(lead: LeadItem): string {
  if (!lead.serviceType) return "—";
  const name = SERVICE_TYPE_LABELS[lead.serviceType];
  const area = lead.lawnAreaSqFt !== null ? ` · ${formatSqFt(lead.lawnAreaSqFt)}` : "";
  return lead.yardSize ? `${name} · ${YARD_SIZE_LABELS[lead.yardSize]}${area}` : name;
}

/**
 * The accepted price ("Weekly, $39 per visit"), else the lowest offered one as "from $39", so
 * owners can size up a lead at a glance.
 */
function quoteFrom(lead: LeadItem): string {
  if (lead.quote?.chosen) return chosenPriceText(lead.quote.chosen);
  const amounts = lead.quote?.prices.map((p) => p.amount) ?? [];
  return amounts.length ? `from ${formatPrice(Math.min(...amounts))}` : "—";
}

type Props = { leads: LeadItem[]; onOpen: (lead: LeadItem) => void };

export function LeadsTable({ leads, onOpen }: Props) {
  const label = (lead: LeadItem) => `Lead ${lead.customerName || "without a name"}`;
  return (
    <>
      <MobileList
        items={leads.map((lead) => ({
          key: lead.id,
          label: label(lead),
          title: lead.customerName || "—",
          subtitle: [lead.customerEmail, lead.customerPhone].filter(Boolean).join(" · "),
          meta: [
            format(new Date(lead.createdAt), "MMM d, yyyy"),
            lead.serviceType && service(lead),
            lead.quote && quoteFrom(lead),
            lead.source?.label ?? DIRECT,
          ]
            .filter(Boolean)
            .join(" · "),
          badge: (
            <span className="flex flex-wrap gap-1">
              <StageBadge stage={lead.stage} />
              <FollowUpBadge followUp={lead.followUp} />
              <PaymentBadge payment={lead.payment} />
            </span>
          ),
          onOpen: () => onOpen(lead),
        }))}
      />
      <Table className="hidden md:table">
        <TableHeader>
          <TableRow>
            <TableHead>Started</TableHead>
            <TableHead>Customer</TableHead>
            <TableHead>Phone</TableHead>
            <TableHead>Service</TableHead>
            <TableHead>Quote</TableHead>
            <TableHead>Stage</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {leads.map((lead) => (
            <ClickableRow key={lead.id} onOpen={() => onOpen(lead)} aria-label={label(lead)}>
              <TableCell>
                <div className="whitespace-nowrap">{format(new Date(lead.createdAt), "MMM d, yyyy")}</div>
                <div className="max-w-32 break-words text-sm text-muted-foreground">{lead.source?.label ?? DIRECT}</div>
              </TableCell>
              <TableCell>
                <div className="font-medium">{lead.customerName || "—"}</div>
                <div className="text-sm text-muted-foreground">{lead.customerEmail || ""}</div>
              </TableCell>
              <TableCell className="whitespace-nowrap">{lead.customerPhone || "—"}</TableCell>
              <TableCell className="whitespace-nowrap">{service(lead)}</TableCell>
              <TableCell className="whitespace-nowrap">{quoteFrom(lead)}</TableCell>
              <TableCell>
                <div className="flex flex-wrap gap-1">
                  <StageBadge stage={lead.stage} />
                  <FollowUpBadge followUp={lead.followUp} />
                  <PaymentBadge payment={lead.payment} />
                </div>
              </TableCell>
            </ClickableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
