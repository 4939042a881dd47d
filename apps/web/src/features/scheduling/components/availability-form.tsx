import { zodResolver } from "@hookform/resolvers/zod";
import {
  availabilitySettingsSchema,
  dailyCapacity,
  MAX_CREWS,
  MAX_DAYS_AHEAD,
  MAX_SKIP_CUTOFF_HOURS,
  MAX_VISITS_PER_CREW,
  type AvailabilitySettings,
  type AvailabilitySettingsInput,
  type AvailabilityView,
} from "@yq/form-schema/scheduling/availability";
import { useState } from "react";
import { Controller, useForm, useWatch, type Control } from "react-hook-form";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/api-client";
import { toastError, toastSuccess } from "@/lib/toast";
import { useSaveAvailability } from "../api/save-availability";
import { ClosedDaysField } from "./closed-days-field";
import { NumberField } from "./number-field";
import { SeasonField } from "./season-field";
import { WorkingDaysField } from "./working-days-field";

/** A list's own message, or else the first of its items' (a stored day the schema no longer takes). */
const firstItemError = (errors: unknown) =>
  Array.isArray(errors) ? (errors as ({ message?: string } | undefined)[]).find((e) => e?.message)?.message : undefined;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The visits a day holds, as the owner types: nothing while a figure is not a whole number yet. */
function Capacity({ control }: { control: Control<AvailabilitySettingsInput, unknown, AvailabilitySettings> }) {
  const [crews, visitsPerCrew] = useWatch({ control, name: ["crews", "visitsPerCrew"] });
  const known = Number.isInteger(crews) && Number.isInteger(visitsPerCrew) && crews > 0 && visitsPerCrew > 0;
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite">
      {known ? `${plural(dailyCapacity({ crews, visitsPerCrew }), "visit", "visits")} a day` : " "}
    </p>
  );
}

/** The availability settings, checked with the same schema the server applies (form-schema). */
export function AvailabilityForm({ view }: { view: AvailabilityView }) {
  const save = useSaveAvailability();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<AvailabilitySettingsInput, unknown, AvailabilitySettings>({
    resolver: zodResolver(availabilitySettingsSchema),
    defaultValues: { ...view.availability, skipCutoffHours: view.skipCutoffHours },
  });
  const { errors } = form.formState;
  const zoneName = view.timeZone.replace(/_/g, " ");
  const numberError = (name: "crews" | "visitsPerCrew" | "earliestDaysAhead" | "latestDaysAhead" | "skipCutoffHours") =>
    errors[name]?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const saved = await save.mutateAsync(values);
      form.reset({ ...saved.availability, skipCutoffHours: saved.skipCutoffHours });
      const toMove = saved.affected.length;
      toastSuccess(
        "Saved",
        toMove > 0
          ? `${toMove} booked ${toMove === 1 ? "visit falls" : "visits fall"} on days you no longer allow: move ${toMove === 1 ? "it" : "them"} from the list at the top.`
          : "Customers see these days when they pick their first visit.",
      );
    } catch (err) {
      const message = errorMessage(err, "Your changes could not be saved. Please try again.");
      setRefusal(message);
      toastError("Not saved", message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="When you can come" className="flex flex-col gap-6">
      <Card>
        <CardContent className="flex items-start justify-between gap-4 pt-6">
          <div className="flex flex-col gap-1">
            <Label htmlFor="booking-on">Let customers pick their first visit</Label>
            <p className="text-sm text-muted-foreground">
              After accepting a quote, a customer chooses a day from the days below.
            </p>
          </div>
          <Controller
            control={form.control}
            name="bookingOn"
            render={({ field }) => <Switch id="booking-on" checked={field.value} onCheckedChange={field.onChange} />}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Days and crews</CardTitle>
          <CardDescription>A day is full once its visits reach what your crews can do.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <Controller
            control={form.control}
            name="workingDays"
            render={({ field }) => (
              <WorkingDaysField value={field.value} onChange={field.onChange} error={errors.workingDays?.message} />
            )}
          />
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap gap-4">
              <NumberField
                id="crews"
                label="Crews"
                min={1}
                max={MAX_CREWS}
                error={numberError("crews")}
                registration={form.register("crews", { valueAsNumber: true })}
              />
              <NumberField
                id="visits-per-crew"
                label="Visits per crew a day"
                min={1}
                max={MAX_VISITS_PER_CREW}
                error={numberError("visitsPerCrew")}
                registration={form.register("visitsPerCrew", { valueAsNumber: true })}
              />
            </div>
            <Capacity control={form.control} />
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>How far ahead</CardTitle>
          <CardDescription>Counted in days from today, in your business time zone ({zoneName}).</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <div className="flex flex-wrap gap-4">
            <NumberField
              id="earliest-days-ahead"
              label="Soonest first visit (days ahead)"
              min={0}
              max={MAX_DAYS_AHEAD}
              error={numberError("earliestDaysAhead")}
              registration={form.register("earliestDaysAhead", { valueAsNumber: true })}
            />
            <NumberField
              id="latest-days-ahead"
              label="Latest first visit (days ahead)"
              min={1}
              max={MAX_DAYS_AHEAD}
              error={numberError("latestDaysAhead")}
              registration={form.register("latestDaysAhead", { valueAsNumber: true })}
            />
          </div>
          <Controller
            control={form.control}
            name="season"
            render={({ field }) => (
              <SeasonField
                value={field.value}
                onChange={field.onChange}
                error={errors.season?.message ?? errors.season?.start?.message ?? errors.season?.end?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="blackoutDates"
            render={({ field }) => (
              <ClosedDaysField
                value={field.value}
                onChange={field.onChange}
                error={errors.blackoutDates?.message ?? firstItemError(errors.blackoutDates)}
              />
            )}
          />
          <p className="text-sm text-muted-foreground">
            Time zone: <span className="font-medium text-foreground">{zoneName}</span>.{" "}
            <Link to="/profile" className="font-medium text-foreground underline underline-offset-4">
              Change it on your profile
            </Link>
          </p>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Customers' own changes</CardTitle>
          <CardDescription>
            From the page of their plan, customers can skip a visit until this many hours before its day starts (0 to{" "}
            {MAX_SKIP_CUTOFF_HOURS}).
          </CardDescription>
        </CardHeader>
        <CardContent>
          <NumberField
            id="skip-cutoff-hours"
            label="Customers can skip a visit until (hours before)"
            min={0}
            max={MAX_SKIP_CUTOFF_HOURS}
            error={numberError("skipCutoffHours")}
            registration={form.register("skipCutoffHours", { valueAsNumber: true })}
          />
        </CardContent>
      </Card>

      {refusal && <Alert variant="destructive">{refusal}</Alert>}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save"}
        </Button>
      </div>
    </form>
  );
}
