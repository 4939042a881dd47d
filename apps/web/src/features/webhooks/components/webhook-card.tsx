import { useState } from "react";
import { ConfirmationDialog } from "@/components/confirmation-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/api-client";
import { toastError, toastSuccess } from "@/lib/toast";
import { useDeleteWebhook } from "../api/delete-webhook";
import type { WebhookEndpointView } from "../api/get-webhooks";
import { useRotateWebhookSecret } from "../api/rotate-webhook-secret";
import { useSendTestEvent } from "../api/send-test-event";
import { useSetWebhookEnabled } from "../api/set-webhook-enabled";
import { DeliveryLog } from "./delivery-log";

/** One endpoint: its state, its actions and its delivery log. A new secret goes up to the page. */
export function WebhookCard({
  endpoint,
  onSecret,
}: {
  endpoint: WebhookEndpointView;
  onSecret: (secret: string) => void;
}) {
  const [showLog, setShowLog] = useState(false);
  const setEnabled = useSetWebhookEnabled();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const test = useSendTestEvent();
  const fail = (what: string) => (err: unknown) => toastError(what, errorMessage(err));

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle className="break-all text-base">{endpoint.url}</CardTitle>
          {endpoint.description && <p className="text-sm text-muted-foreground">{endpoint.description}</p>}
          <div className="mt-2 flex flex-wrap gap-1">
            {endpoint.events.map((e) => (
              <Badge key={e} variant="secondary">
                {e}
              </Badge>
            ))}
          </div>
        </div>
        <div className="flex items-center gap-2">
          <Switch
            id={`enabled-${endpoint.id}`}
            checked={endpoint.enabled}
            disabled={setEnabled.isPending}
            onCheckedChange={(enabled) =>
              setEnabled.mutate({ id: endpoint.id, enabled }, { onError: fail("Could not change the webhook") })
            }
          />
          <Label htmlFor={`enabled-${endpoint.id}`}>{endpoint.enabled ? "On" : "Off"}</Label>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {!endpoint.enabled && endpoint.disabledReason && (
          <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            Turned off after repeated failures ({endpoint.disabledReason}). Fix the receiver, turn it back on and send a
            test event.
          </p>
        )}
        {endpoint.previousSecretExpiresAt && (
          <p className="text-sm text-muted-foreground">
            The previous secret also signs deliveries until{" "}
            {new Date(endpoint.previousSecretExpiresAt).toLocaleString()}.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={!endpoint.enabled || test.isPending}
            onClick={() =>
              test.mutate(endpoint.id, {
                onSuccess: () => {
                  toastSuccess("Test event queued", "It appears in the delivery log within a few seconds.");
                  setShowLog(true);
                },
                onError: fail("Could not send a test event"),
              })
            }
          >
            Send test event
          </Button>
          <Button variant="outline" size="sm" aria-expanded={showLog} onClick={() => setShowLog((v) => !v)}>
            {showLog ? "Hide delivery log" : "Show delivery log"}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={rotate.isPending}
            onClick={() =>
              rotate.mutate(endpoint.id, {
                onSuccess: (r) => onSecret(r.secret),
                onError: fail("Could not rotate the secret"),
              })
            }
          >
            Rotate secret
          </Button>
          <ConfirmationDialog
            trigger={
              <Button variant="outline" size="sm" className="text-red-700">
                Delete
              </Button>
            }
            title="Delete this webhook?"
            description={`Events waiting to be sent to ${endpoint.url} are dropped, and its delivery log is deleted.`}
            confirmLabel="Delete"
            onConfirm={() =>
              remove.mutate(endpoint.id, {
                onSuccess: () => toastSuccess("Webhook deleted"),
                onError: fail("Could not delete the webhook"),
              })
            }
          />
        </div>
        {showLog && <DeliveryLog endpointId={endpoint.id} />}
      </CardContent>
    </Card>
  );
}
