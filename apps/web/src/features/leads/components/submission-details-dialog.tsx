import { CUSTOMER_FIELD_LABELS, YARD_SIZE_LABELS } from "@yq/form-schema/constants";
import { formatPrice } from "@yq/form-schema/money-format";
import { formatSqFt } from "@yq/form-schema/measurement-tiers";
import { chosenPriceText } from "@yq/form-schema/quote";
import { format } from "date-fns";
import { ExternalLink, Trash2 } from "lucide-react";
import { lazy, Suspense, type ReactNode } from "react";
import { ConfirmationDialog } from "@/components/confirmation-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { toastError, toastSuccess } from "@/lib/toast";
import { useDeleteLead } from "../api/delete-lead";
import { useLeadWork } from "../api/get-lead-work";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { SubmissionsForm } from "@yq/form-schema/submissions-page";
import { orNotProvided, type DetailsRecord } from "./details-record";
import { sourceDetails } from "@yq/form-schema/traffic-source";
import { DIRECT } from "@yq/form-schema/traffic-source-words";
import { LeadBillingPanel } from "./lead-billing";
import { LeadTimeline } from "./lead-timeline";
import { LeadVisits } from "./lead-visits";
import { LeadActions, LeadNotes } from "./lead-work-panel";
import { OutsideAreaNotice } from "./outside-area";
import { PaymentBadge } from "./payment-badge";
import { PricedLines } from "./priced-lines";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 border-t pt-4" aria-label={title}>
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

// Leaflet loads only when a dialog has an outline to draw.
const LawnOutlineMap = lazy(() =>
  import("@/features/map/components/lawn-outline-map").then((m) => ({ default: m.LawnOutlineMap })),
);

const STATUS_VARIANT = { Accepted: "success", Declined: "destructive", Pending: "warning" } as const;

type Props = { form: SubmissionsForm; record: DetailsRecord | null; onClose: () => void };

export function SubmissionDetailsDialog({ form, record, onClose }: Props) {
  return (
    <Dialog open={record !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {record && <DetailsBody form={form} record={record} />}
        {record && <DeleteLead formId={form.id} leadId={record.leadId} onDeleted={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

/** Deletes the lead with all its records, on its customer's request. */
function DeleteLead({ formId, leadId, onDeleted }: { formId: string; leadId: string; onDeleted: () => void }) {
  const remove = useDeleteLead(formId);
  async function confirm() {
    try {
      await remove.mutateAsync(leadId);
    } catch (err) {
      toastError("Error", errorMessage(err, "The lead could not be deleted."));
      return false;
    }
    toastSuccess("Lead deleted", "The lead and all its records have been deleted.");
    onDeleted();
    return true;
  }
  return (
    <div className="flex justify-end border-t pt-4">
      <ConfirmationDialog
        trigger={
          <Button variant="outline" className="text-destructive">
            <Trash2 aria-hidden /> Delete lead
          </Button>
        }
        title="Delete this lead?"
        description="Every record of this lead (contact details, quote, answer, upsells, notes and videos) is deleted for good. Use this when the customer asks you to erase their data."
        confirmLabel="Delete lead"
        pendingLabel="Deleting..."
        destructive
        onConfirm={confirm}
      />
    </div>
  );
}

/** Where the visitor came from, and the hidden values the owner's embed code passed. */
function SourceSection({ record }: { record: DetailsRecord }) {
  const hidden = Object.entries(record.hiddenFields);
  return (
    <Section title="Source">
      <dl className="flex flex-col gap-2">
        <Field label="Source">{record.source?.label ?? DIRECT}</Field>
        {sourceDetails(record.source).map(([label, value]) => (
          <Field key={label} label={label}>
            {value}
          </Field>
        ))}
        {hidden.map(([name, value]) => (
          <Field key={`hidden-${name}`} label={name}>
            {value}
          </Field>
        ))}
      </dl>
    </Section>
  );
}

function DetailsBody({ form, record }: { form: SubmissionsForm; record: DetailsRecord }) {
  const details = record.request;
  const priced = record.quote?.priced ?? null;
  const work = useLeadWork(form.id, record.leadId);
  const lead = { formId: form.id, leadId: record.leadId };
  return (
    <>
      <DialogHeader className="pr-6">
        <DialogTitle>Submission Details</DialogTitle>
        <DialogDescription asChild>
          <div>
            <p className="font-medium text-foreground">{form.name}</p>
            {form.description && <p className="whitespace-pre-line">{form.description}</p>}
          </div>
        </DialogDescription>
      </DialogHeader>
      <OutsideAreaNotice key={record.leadId} {...lead} outside={record.outsideArea} />
      <LeadActions {...lead} phone={record.customer.phone} email={record.customer.email} work={work.data} />
      <Section title="Customer Information">
        <dl className="flex flex-col gap-2">
          {form.customerFields.map((type) => (
            <Field key={type} label={CUSTOMER_FIELD_LABELS[type]}>
              {orNotProvided(record.customer[type])}
            </Field>
          ))}
        </dl>
      </Section>
      {form.consent.enabled && (
        <Section title="Consent">
          <p className="text-sm font-medium">{record.consent ? "I agree" : "Not agreed"}</p>
          <p className="whitespace-pre-line text-sm text-muted-foreground">{form.consent.text}</p>
        </Section>
      )}
      <Section title="Service Information">
        <dl className="flex flex-col gap-2">
          <Field label="Service Type">{orNotProvided(record.serviceName)}</Field>
          {record.serviceType === "mowing" && (
            <Field label="Yard Size">{record.yardSize ? YARD_SIZE_LABELS[record.yardSize] : "Not provided"}</Field>
          )}
          {record.lawnAreaSqFt !== null && (
            <Field label="Lawn Area">
              {formatSqFt(record.lawnAreaSqFt)}{" "}
              {record.lawnOutlines ? "(measured on the map)" : "(typed in by the customer)"}
            </Field>
          )}
          {record.lawnOutlines && (
            <Suspense fallback={<div className="h-64 rounded-md bg-muted" aria-label="Loading the map" />}>
              <LawnOutlineMap outlines={record.lawnOutlines} />
            </Suspense>
          )}
          {!details && record.quote?.chosen && (
            <Field label="Accepted Price">{chosenPriceText(record.quote.chosen)}</Field>
          )}
          {record.quote?.declineReason && (
            <Field label="Reason for Declining">
              <span className="whitespace-pre-line">{record.quote.declineReason}</span>
            </Field>
          )}
          {/* A listed service's quote has no frequency prices: its line items say it all. */}
          {!details && record.quote && (record.quote.prices.length > 0 || !priced) && (
            <>
              <Field label="Prices">
                <ul className="flex flex-col gap-1">
                  {record.quote.prices.map((p) => (
                    <li key={p.frequency}>
                      {p.label}: <span className="font-medium">{formatPrice(p.amount)}</span>
                    </li>
                  ))}
                  {record.quote.prices.length === 0 && <li>Not provided</li>}
                </ul>
              </Field>
              <Field label="Included Services">
                {record.quote.includedServices.length ? (
                  <ul className="list-inside list-disc">
                    {record.quote.includedServices.map((name) => (
                      <li key={name}>{name}</li>
                    ))}
                  </ul>
                ) : (
                  "Not provided"
                )}
              </Field>
            </>
          )}
          {!details && priced && (
            <Field label="Line Items">
              <PricedLines priced={priced} agreement={record.quote?.agreement ?? null} />
            </Field>
          )}
          {details && (
            <>
              <Field label="Project Details">
                <span className="whitespace-pre-line">{orNotProvided(record.projectDetails)}</span>
              </Field>
              {record.videoUrl && (
                <Field label="Video">
                  <a
                    href={record.videoUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                  >
                    View Video <ExternalLink className="size-3.5" aria-hidden />
                  </a>
                </Field>
              )}
            </>
          )}
          {record.upsellServices.length > 0 && (
            <Field label="Upsell Services">{record.upsellServices.join(", ")}</Field>
          )}
          {record.payment && (
            <Field label="Payment">
              <PaymentBadge payment={record.payment} />
            </Field>
          )}
        </dl>
      </Section>
      <SourceSection record={record} />
      <Section title="Quote Status">
        <div>
          <Badge variant={STATUS_VARIANT[record.quoteStatus]}>{record.quoteStatus}</Badge>
        </div>
      </Section>
      <p className="border-t pt-4 text-sm text-muted-foreground">
        Submitted on {format(new Date(record.createdAt), "MMM d, yyyy 'at' h:mm a")}
      </p>
      <Section title="Visits">
        <LeadVisits schedule={work.data} error={work.isError ? work.error.message : null} />
      </Section>
      {/* Only an accepted quote books a plan whose card is charged. */}
      {record.quoteStatus === "Accepted" && (
        <Section title="Billing">
          <LeadBillingPanel leadId={record.leadId} />
        </Section>
      )}
      <Section title="Notes">
        <LeadNotes {...lead} work={work.data} />
      </Section>
      <Section title="Timeline">
        {work.isError ? (
          <p className="text-sm text-muted-foreground">The timeline could not be loaded. {work.error.message}</p>
        ) : work.data ? (
          <LeadTimeline events={work.data.timeline} />
        ) : (
          <p className="text-sm text-muted-foreground">Loading…</p>
        )}
      </Section>
    </>
  );
}
