import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/api-client";
import { toastSuccess } from "@/lib/toast";
import { useSmsAlerts } from "../api/get-sms-alerts";
import { useRemoveSms } from "../api/remove-sms";
import { useSendSmsCode } from "../api/send-sms-code";
import { useUpdateSmsOptions } from "../api/update-sms-options";
import { useVerifySmsCode } from "../api/verify-sms-code";

/** Text alerts: the owner's mobile, verified by a code, gets each completed lead. */
export function TextAlertsCard() {
  const { data, isPending, isError } = useSmsAlerts();
  const sendCode = useSendSmsCode();
  const verify = useVerifySmsCode();
  const options = useUpdateSmsOptions();
  const remove = useRemoveSms();
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (action: () => Promise<unknown>, done?: string) => {
    setProblem(null);
    try {
      await action();
      if (done) toastSuccess(done);
    } catch (err) {
      setProblem(errorMessage(err, "Something went wrong. Try again."));
    }
  };
  const onSendCode = (e: FormEvent) => {
    e.preventDefault();
    void run(() => sendCode.mutateAsync(phone), "Code sent");
  };
  const onVerify = (e: FormEvent) => {
    e.preventDefault();
    void run(() => verify.mutateAsync(code), "Mobile number verified");
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Text Alerts</CardTitle>
        <CardDescription>
          Get a text with the customer's name, service, price and phone number the moment a lead completes.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {isPending ? (
          <Spinner />
        ) : isError ? (
          <p role="alert" className="text-sm text-red-700">
            Text alert settings could not be loaded. Reload the page to try again.
          </p>
        ) : !data.available ? (
          <p className="text-sm text-muted-foreground">Text alerts are not available: {data.unavailableReason}</p>
        ) : data.verified ? (
          <>
            <p className="text-sm">
              Alerts go to <strong>{data.phone}</strong>.
            </p>
            <div className="flex items-center justify-between gap-4">
              <Label htmlFor="sms-alerts">Text me each completed lead</Label>
              <Switch
                id="sms-alerts"
                checked={data.alertsEnabled}
                onCheckedChange={(v) => void run(() => options.mutateAsync({ alertsEnabled: v }))}
              />
            </div>
            <div className="flex items-center justify-between gap-4">
              <Label htmlFor="sms-confirm">Text customers a confirmation when they accept</Label>
              <Switch
                id="sms-confirm"
                checked={data.customerConfirmation}
                onCheckedChange={(v) => void run(() => options.mutateAsync({ customerConfirmation: v }))}
              />
            </div>
            <div>
              <Button variant="outline" onClick={() => void run(() => remove.mutateAsync(), "Text alerts removed")}>
                Remove number
              </Button>
            </div>
          </>
        ) : (
          <>
            <form onSubmit={onSendCode} className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <div className="flex flex-1 flex-col gap-2">
                <Label htmlFor="sms-phone">Mobile number</Label>
                <Input
                  id="sms-phone"
                  type="tel"
                  autoComplete="tel"
                  placeholder="(555) 123-4567"
                  value={phone}
                  onChange={(e) => setPhone(e.target.value)}
                  required
                />
              </div>
              <Button type="submit" variant="outline" disabled={sendCode.isPending}>
                {data.phone ? "Send a new code" : "Send code"}
              </Button>
            </form>
            {data.phone && (
              <form onSubmit={onVerify} className="flex flex-col gap-2 sm:flex-row sm:items-end">
                <div className="flex flex-1 flex-col gap-2">
                  <Label htmlFor="sms-code">Code sent to {data.phone}</Label>
                  <Input
                    id="sms-code"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    value={code}
                    onChange={(e) => setCode(e.target.value)}
                    required
                  />
                </div>
                <Button type="submit" disabled={verify.isPending}>
                  Verify
                </Button>
              </form>
            )}
          </>
        )}
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
