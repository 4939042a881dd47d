import { Settings } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { FormDetail } from "../api/get-form";

const yesNo = (value: boolean) => (value ? "Yes" : "No");

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="font-medium text-muted-foreground">{label}</dt>
      <dd className="break-all sm:text-right">{value}</dd>
    </div>
  );
}

export function SettingsTab({ form }: { form: FormDetail }) {
  const { notificationSettings: notify, redirectSettings: redirect } = form.document;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Notifications</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="flex flex-col gap-3 text-sm">
              <Row label="Email" value={notify.email?.trim() || "Not set"} />
              <Row label="Enabled" value={yesNo(notify.notifications_enabled)} />
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Redirect Settings</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="flex flex-col gap-3 text-sm">
              <Row label="Enabled" value={yesNo(redirect.enabled)} />
              {redirect.enabled && <Row label="URL" value={redirect.url.trim() || "Not set"} />}
            </dl>
          </CardContent>
        </Card>
      </div>
      <div>
        <Button asChild variant="outline">
          <Link to={`/forms/${form.id}/edit`}>
            <Settings aria-hidden /> Edit Settings
          </Link>
        </Button>
      </div>
    </div>
  );
}
