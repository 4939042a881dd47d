import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useWebhooks } from "../api/get-webhooks";
import { NewWebhookForm } from "./new-webhook-form";
import { PayloadDocs } from "./payload-docs";
import { SecretReveal } from "./secret-reveal";
import { WebhookCard } from "./webhook-card";

/** Account-level webhooks: push every lead to the owner's other software (CRM, Jobber, Zapier). */
export function WebhooksPage() {
  const { data, isPending, isError } = useWebhooks();
  const [secret, setSecret] = useState<string | null>(null);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Webhooks</h1>
        <p className="text-muted-foreground">
          Send your leads to your CRM or scheduling software the moment they arrive.
        </p>
      </div>
      {secret && <SecretReveal secret={secret} onDone={() => setSecret(null)} />}
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <p role="alert" className="text-sm text-red-700">
          Your webhooks could not be loaded. Reload the page to try again.
        </p>
      ) : data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No webhooks yet. Add one below.</p>
      ) : (
        data.map((endpoint) => <WebhookCard key={endpoint.id} endpoint={endpoint} onSecret={setSecret} />)
      )}
      <Card>
        <CardHeader>
          <CardTitle>Add a webhook</CardTitle>
          <CardDescription>The address must be https and reachable from the internet.</CardDescription>
        </CardHeader>
        <CardContent>
          <NewWebhookForm onCreated={setSecret} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>What your endpoint receives</CardTitle>
        </CardHeader>
        <CardContent>
          <PayloadDocs />
        </CardContent>
      </Card>
    </div>
  );
}
