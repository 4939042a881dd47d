import { MONTH_SHORT_NAMES } from "@yq/form-schema/month-names";
import type { NewestLead } from "@yq/form-schema/dashboard";
import { LEAD_STAGE_LABELS, LEAD_STATUS_LABELS, type LeadStatus } from "@yq/form-schema/lead-lifecycle";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";

const STATUS_VARIANT: Record<LeadStatus, "default" | "secondary" | "success" | "warning" | "destructive"> = {
  new: "default",
  contacted: "secondary",
  scheduled: "warning",
  won: "success",
  lost: "destructive",
};

/**
 * "Dec 3, 4:05 PM", written by hand: an Intl formatter would build ICU's data (tens of milliseconds
 * of a phone's main thread before the dashboard's first rows) and date-fns would add 6 KB to the
 * dashboard's first load (decision 132).
 */
function when(iso: string) {
  const at = new Date(iso);
  const hour = at.getHours() % 12 || 12;
  const minutes = String(at.getMinutes()).padStart(2, "0");
  return `${MONTH_SHORT_NAMES[at.getMonth()]} ${at.getDate()}, ${hour}:${minutes} ${at.getHours() < 12 ? "AM" : "PM"}`;
}

/** The five newest leads over every form, each opening its form's submissions. */
export function NewestLeads({ leads }: { leads: NewestLead[] }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <h2 className="text-lg font-semibold">Newest leads</h2>
      </CardHeader>
      <CardContent>
        {leads.length === 0 ? (
          <p className="py-2 text-sm text-muted-foreground">
            No leads yet. They appear here as visitors ask for quotes.
          </p>
        ) : (
          <ul className="-mx-2 flex flex-col">
            {leads.map((lead) => (
              <li key={lead.id}>
                <Link
                  to={`/forms/${lead.formId}/submissions`}
                  className="flex items-center gap-3 rounded-md px-2 py-3 hover:bg-muted"
                  aria-label={`${lead.name ?? "Unnamed visitor"}, ${LEAD_STATUS_LABELS[lead.status]}: open ${lead.formName} submissions`}
                >
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium">{lead.name ?? "Unnamed visitor"}</p>
                    <p className="text-sm text-muted-foreground">
                      {lead.formName} · {LEAD_STAGE_LABELS[lead.stage]} · {when(lead.createdAt)}
                    </p>
                  </div>
                  <Badge variant={STATUS_VARIANT[lead.status]}>{LEAD_STATUS_LABELS[lead.status]}</Badge>
                  <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
