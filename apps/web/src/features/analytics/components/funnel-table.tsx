import { wholeNumberText } from "@yq/form-schema/number-text";
import { PLAN_LABELS } from "@yq/form-schema/pricing/plans";
import {
  FUNNEL_OUTCOMES,
  FUNNEL_PATH,
  FUNNEL_STEP_LABELS,
  funnelDrop,
  funnelShare,
  type Funnel,
} from "@yq/form-schema/funnel";
import { formatCents } from "@yq/form-schema/money-format";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

const number = (n: number) => wholeNumberText(n);

const OUTCOME_OF: Record<(typeof FUNNEL_OUTCOMES)[number], string> = {
  accepted: "of quotes shown",
  declined: "of quotes shown",
  upsellTaken: "of accepted quotes",
};

/**
 * The visitor's path with how many reached each step and how many of the step before did not;
 * then how the shown quotes ended (accepted, declined) and the upsells taken, as shares.
 */
export function FunnelTable({ funnel }: { funnel: Funnel }) {
  const top = Math.max(funnel.steps.views, funnel.steps.started, 1);
  return (
    <div className="flex flex-col gap-4">
      <Table aria-label="Funnel">
        <TableHeader>
          <TableRow>
            <TableHead>Step</TableHead>
            <TableHead className="text-right">Visitors</TableHead>
            <TableHead className="hidden w-1/3 sm:table-cell">
              <span className="sr-only">Share of views</span>
            </TableHead>
            <TableHead className="text-right">Drop</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {FUNNEL_PATH.map((step) => {
            const drop = funnelDrop(funnel.steps, step);
            return (
              <TableRow key={step} data-step={step}>
                <TableCell className="font-medium">{FUNNEL_STEP_LABELS[step]}</TableCell>
                <TableCell className="text-right tabular-nums" data-testid={`funnel-${step}`}>
                  {number(funnel.steps[step])}
                </TableCell>
                <TableCell className="hidden sm:table-cell" aria-hidden>
                  <div className="h-2 rounded bg-muted">
                    <div
                      className="h-2 rounded bg-primary"
                      style={{ width: `${Math.min(100, (funnel.steps[step] / top) * 100)}%` }}
                    />
                  </div>
                </TableCell>
                <TableCell className="text-right tabular-nums text-muted-foreground">
                  {drop === null ? "" : drop === 0 ? "None" : `−${drop}%`}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <dl className="grid gap-3 sm:grid-cols-3" aria-label="Outcomes">
        {FUNNEL_OUTCOMES.map((step) => {
          const share = funnelShare(funnel.steps, step);
          return (
            <div key={step} className="rounded-md border p-3" data-step={step}>
              <dt className="text-sm text-muted-foreground">{FUNNEL_STEP_LABELS[step]}</dt>
              <dd className="flex items-baseline gap-2">
                <span className="text-2xl font-bold tabular-nums" data-testid={`funnel-${step}`}>
                  {number(funnel.steps[step])}
                </span>
                {share !== null && (
                  <span className="text-sm text-muted-foreground">
                    {share}% {OUTCOME_OF[step]}
                  </span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

/** What the accepted agreements are worth over their term, summed per plan. */
export function AcceptedValue({ funnel }: { funnel: Funnel }) {
  if (funnel.acceptedValue.length === 0)
    return <p className="text-sm text-muted-foreground">No accepted quotes in this period yet.</p>;
  return (
    <dl className="grid gap-3 sm:grid-cols-3" aria-label="Accepted value">
      {funnel.acceptedValue.map((v) => (
        <div key={v.plan} className="rounded-md border p-3" data-testid={`value-${v.plan}`}>
          <dt className="text-sm text-muted-foreground">
            {PLAN_LABELS[v.plan]} ({number(v.count)} accepted)
          </dt>
          <dd className="text-2xl font-bold">
            {formatCents(v.amountCents)}{" "}
            <span className="text-sm font-normal text-muted-foreground">over the term</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

const rate = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : "—");

/** Which sources bring views, leads and accepted quotes. */
export function SourcesTable({ funnel }: { funnel: Funnel }) {
  if (funnel.sources.length === 0)
    return <p className="text-sm text-muted-foreground">No visits in this period yet.</p>;
  return (
    <div className="overflow-x-auto">
      <Table aria-label="Conversion by source">
        <TableHeader>
          <TableRow>
            <TableHead>Source</TableHead>
            <TableHead className="text-right">Views</TableHead>
            <TableHead className="text-right">Leads</TableHead>
            <TableHead className="text-right">Accepted</TableHead>
            <TableHead className="hidden text-right sm:table-cell">Views to accepted</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {funnel.sources.map((s) => (
            <TableRow key={s.source} data-source={s.source}>
              <TableCell className="max-w-48 break-words font-medium">{s.source}</TableCell>
              <TableCell className="text-right tabular-nums">{number(s.views)}</TableCell>
              <TableCell className="text-right tabular-nums">{number(s.started)}</TableCell>
              <TableCell className="text-right tabular-nums">{number(s.accepted)}</TableCell>
              <TableCell className="hidden text-right tabular-nums sm:table-cell">
                {rate(s.accepted, s.views)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
