import type { TrackingSettings } from "@yq/form-schema/tracking-settings";
import { Rocket } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/api-client";
import type { FormDetail } from "../api/get-form";
import { usePublishForm } from "../api/publish-form";
import { useUpdateForm } from "../api/update-form";
import { toastError, toastSuccess } from "@/lib/toast";

const Code = ({ children }: { children: ReactNode }) => (
  <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs">{children}</code>
);

const TAGS: { key: keyof TrackingSettings; label: string; hint: string }[] = [
  {
    key: "dataLayer",
    label: "Send conversions to Google Tag Manager / GA4",
    hint: "Pushed to your page's dataLayer, for GTM triggers and GA4 events.",
  },
  { key: "metaPixel", label: "Send conversions to the Meta Pixel", hint: "Standard events through your page's fbq." },
];

/**
 * The form's tracking setting: saved into the working copy like the builder's
 * settings, and applied by visitors' pages from the published version.
 */
export function ConversionTracking({ form }: { form: FormDetail }) {
  const update = useUpdateForm();
  const publish = usePublishForm();
  const id = useId();
  const settings = form.document.trackingSettings;
  const busy = update.isPending || publish.isPending;

  async function change(next: Partial<TrackingSettings>) {
    const document = { ...form.document, trackingSettings: { ...settings, ...next } };
    try {
      await update.mutateAsync({ id: form.id, document });
    } catch (err) {
      toastError("Error", `Failed to save the setting: ${errorMessage(err)}`);
    }
  }

  async function publishChanges() {
    try {
      await publish.mutateAsync({ id: form.id, document: form.document });
      toastSuccess("Published", "Visitors' pages now follow the new setting.");
    } catch (err) {
      toastError("Error", `Failed to publish: ${errorMessage(err)}`);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Conversion Tracking</CardTitle>
        <CardDescription>
          With the script embed (any mode above), the form sends its conversions to the tags already on your page.
          Nothing happens where a tag is missing, and the plain iframe code cannot reach your page&apos;s tags.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {TAGS.map(({ key, label, hint }) => (
          <div key={key} className="flex items-center justify-between gap-4">
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-${key}`}>{label}</Label>
              <p className="text-xs text-muted-foreground">{hint}</p>
            </div>
            <Switch
              id={`${id}-${key}`}
              checked={settings[key]}
              disabled={busy}
              onCheckedChange={(on) => void change({ [key]: on })}
            />
          </div>
        ))}
        <PublishState form={form} busy={busy} onPublish={() => void publishChanges()} />
        <EventTable />
      </CardContent>
    </Card>
  );
}

/** Like the builder's settings, a change reaches visitors once the form is published. */
function PublishState({ form, busy, onPublish }: { form: FormDetail; busy: boolean; onPublish: () => void }) {
  if (form.status !== "published")
    return <p className="text-sm text-muted-foreground">Saved. It applies once the form is published.</p>;
  if (!form.unpublishedChanges) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <p>
        <span className="font-semibold">Unpublished changes.</span> Visitors&apos; pages follow the setting after you
        publish (this publishes every unpublished change of the form).
      </p>
      <Button size="sm" disabled={busy} onClick={onPublish}>
        <Rocket aria-hidden /> Publish Changes
      </Button>
    </div>
  );
}

/** What embed.js pushes, one row an event. */
const EVENTS = [
  { when: "Visitor starts (consent given)", dataLayer: "yardquote_lead_started", meta: "Lead", valued: false },
  { when: "Quote shown (lowest price)", dataLayer: "yardquote_quote_shown", meta: "ViewContent", valued: true },
  { when: "Quote accepted (price chosen)", dataLayer: "yardquote_quote_accepted", meta: "Subscribe", valued: true },
];

function EventTable() {
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="text-muted-foreground">
        The events sent. Values are the price quoted (per visit, push, round or job), in USD; nothing about the visitor
        is sent.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left">
          <caption className="sr-only">Events sent to your tags</caption>
          <thead>
            <tr>
              <th className="pr-4 font-medium">When</th>
              <th className="pr-4 font-medium">Google Tag Manager / GA4 (dataLayer)</th>
              <th className="font-medium">Meta Pixel (fbq)</th>
            </tr>
          </thead>
          <tbody className="text-muted-foreground">
            {EVENTS.map(({ when, dataLayer, meta, valued }) => (
              <tr key={dataLayer}>
                <td className="pr-4">{when}</td>
                <td className="pr-4">
                  <Code>{dataLayer}</Code>
                  {valued && " with value, currency"}
                </td>
                <td>
                  <Code>{meta}</Code>
                  {valued && " with value, currency"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-muted-foreground">
        Each dataLayer entry also carries <Code>yardquote_form_id</Code>.
      </p>
    </div>
  );
}
