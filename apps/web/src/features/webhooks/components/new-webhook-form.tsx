import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookEvent } from "@yq/form-schema/webhooks";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api-client";
import { useCreateWebhook } from "../api/create-webhook";

/** Address, note and events of a new endpoint; the server checks the address and answers why not. */
export function NewWebhookForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const create = useCreateWebhook();
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>(["lead.completed"]);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      const created = await create.mutateAsync({ url: url.trim(), description: description.trim() || null, events });
      setUrl("");
      setDescription("");
      onCreated(created.secret);
    } catch (err) {
      setError(errorMessage(err, "Could not add the webhook."));
    }
  }

  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((current) => (on ? [...current, event] : current.filter((e) => e !== event)));

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Add a webhook">
      <div className="flex flex-col gap-2">
        <Label htmlFor="webhook-url">Endpoint URL</Label>
        <Input
          id="webhook-url"
          type="url"
          inputMode="url"
          placeholder="https://hooks.example.com/yardquote"
          value={url}
          required
          onChange={(e) => setUrl(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "webhook-error" : undefined}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="webhook-description">Description (optional)</Label>
        <Input
          id="webhook-description"
          placeholder="Jobber, CRM, Zapier..."
          maxLength={200}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Events to send</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <div key={event} className="flex items-start gap-2">
            <Checkbox
              id={`event-${event}`}
              checked={events.includes(event)}
              onCheckedChange={(v) => toggle(event, v === true)}
              className="mt-0.5"
            />
            <Label htmlFor={`event-${event}`} className="font-normal leading-snug">
              <code className="text-xs">{event}</code>{" "}
              <span className="text-muted-foreground">{WEBHOOK_EVENT_LABELS[event]}</span>
            </Label>
          </div>
        ))}
      </fieldset>
      {error && (
        <p id="webhook-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={create.isPending || events.length === 0}>
          {create.isPending ? "Adding..." : "Add webhook"}
        </Button>
      </div>
    </form>
  );
}
