import {
  LEAD_STAGE_LABELS,
  LEAD_STAGES,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadStage,
  type LeadStatus,
} from "@yq/form-schema/lead-lifecycle";
import type { SubmissionsForm } from "@yq/form-schema/submissions-page";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { AllLeadsFilter } from "../api/get-all-leads";
import { readStage } from "./leads-view";

const ALL = "all";
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const readStatus = (value: string | null): LeadStatus | "" =>
  (LEAD_STATUSES as readonly string[]).includes(value ?? "") ? (value as LeadStatus) : "";

/** The filters as the address keeps them (?form=&status=&stage=&from=&to=); anything unknown reads as unset. */
export function readAllLeadsFilter(params: URLSearchParams): AllLeadsFilter {
  const day = (key: string) => (DAY.test(params.get(key) ?? "") ? params.get(key)! : "");
  return {
    formId: params.get("form") ?? "",
    status: readStatus(params.get("status")),
    stage: readStage(params.get("stage")),
    from: day("from"),
    to: day("to"),
  };
}

export const isFiltered = (f: AllLeadsFilter) => Boolean(f.formId || f.status || f.stage || f.from || f.to);

/** A date range whose end comes before its start, in words; null when the range is fine. */
export const rangeProblem = (f: AllLeadsFilter) =>
  f.from && f.to && f.to < f.from ? "The end date must be on or after the start date." : null;

type Props = {
  filter: AllLeadsFilter;
  forms: SubmissionsForm[];
  /** Writes the address's query values (null removes one). */
  update: (changes: Record<string, string | null>) => void;
};

/** Form, lead status, stage and date range: each a labelled control, usable from the keyboard. */
export function AllLeadsFilters({ filter, forms, update }: Props) {
  const id = useId();
  const problem = rangeProblem(filter);
  const select = (key: string) => (value: string) => update({ [key]: value === ALL ? null : value });
  return (
    <div className="flex flex-col gap-2">
      {/* Phones: the form across, then two controls a row; wide screens: one row. */}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(10rem,1fr)_10rem_10rem_10rem_10rem] lg:items-end">
        <div className="col-span-2 flex min-w-0 flex-col gap-1.5 lg:col-span-1">
          <Label htmlFor={`${id}-form`}>Form</Label>
          <Select value={filter.formId || ALL} onValueChange={select("form")}>
            <SelectTrigger id={`${id}-form`} aria-label="Filter by form">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All forms</SelectItem>
              {/* A form id from an old link that is not among the forms still shows as chosen. */}
              {filter.formId && !forms.some((f) => f.id === filter.formId) && (
                <SelectItem value={filter.formId}>Unknown form</SelectItem>
              )}
              {forms.map((f) => (
                <SelectItem key={f.id} value={f.id}>
                  {f.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-status`}>Lead status</Label>
          <Select value={filter.status || ALL} onValueChange={select("status")}>
            <SelectTrigger id={`${id}-status`} aria-label="Filter by lead status">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All statuses</SelectItem>
              {LEAD_STATUSES.map((s) => (
                <SelectItem key={s} value={s}>
                  {LEAD_STATUS_LABELS[s]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-stage`}>Stage</Label>
          <Select value={filter.stage || ALL} onValueChange={select("stage")}>
            <SelectTrigger id={`${id}-stage`} aria-label="Filter by stage">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All stages</SelectItem>
              {LEAD_STAGES.map((s: LeadStage) => (
                <SelectItem key={s} value={s}>
                  {LEAD_STAGE_LABELS[s]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-from`}>From</Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={filter.from}
            max={filter.to || undefined}
            aria-invalid={!!problem}
            onChange={(e) => update({ from: e.target.value || null })}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-to`}>To</Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={filter.to}
            min={filter.from || undefined}
            aria-invalid={!!problem}
            aria-describedby={problem ? `${id}-range` : undefined}
            onChange={(e) => update({ to: e.target.value || null })}
          />
        </div>
      </div>
      {problem && (
        <p id={`${id}-range`} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      {isFiltered(filter) && (
        <div>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => update({ form: null, status: null, stage: null, from: null, to: null })}
          >
            Clear filters
          </Button>
        </div>
      )}
    </div>
  );
}
