import {
  isValidNotificationEmail,
  normalizeNotificationEmail,
  NOTIFICATION_EMAIL_MESSAGES,
} from "@yq/form-schema/email-format";
import { withNotificationSettings } from "@yq/form-schema/editor-model";
import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toastError, toastInfo, toastSuccess } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { SwitchField } from "../fields/switch-field";
import { TextField } from "../fields/text-field";
import { FormTypeField } from "./form-type-field";
import type { StepProps } from "./step-props";

export function BasicInfoStep({ model, change }: StepProps) {
  const { basicInfo } = model;
  const notifications = basicInfo.notificationSettings;
  const emailId = useId();
  const [emailState, setEmailState] = useState<"valid" | "invalid" | null>(null);

  function checkEmail() {
    if (normalizeNotificationEmail(notifications.email) === null) return setEmailState(null);
    if (isValidNotificationEmail(notifications.email)) {
      setEmailState("valid");
      toastSuccess(NOTIFICATION_EMAIL_MESSAGES.valid.title, NOTIFICATION_EMAIL_MESSAGES.valid.message);
    } else {
      setEmailState("invalid");
      toastError(NOTIFICATION_EMAIL_MESSAGES.invalid.title, NOTIFICATION_EMAIL_MESSAGES.invalid.message);
    }
  }

  function toggleNotifications(enabled: boolean) {
    change((m) => withNotificationSettings(m, { ...m.basicInfo.notificationSettings, notifications_enabled: enabled }));
    const email = normalizeNotificationEmail(notifications.email);
    if (enabled) {
      toastSuccess(
        "Notifications Enabled",
        email ? `You'll receive email notifications at ${email}` : "Add an email address to receive notifications",
      );
    } else {
      toastInfo("Notifications Disabled", "You won't receive email notifications for form submissions");
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <TextField
        label="Form Name"
        value={basicInfo.name}
        maxLength={200}
        onValueChange={(name) => change((m) => ({ ...m, basicInfo: { ...m.basicInfo, name } }))}
      />
      <TextField
        label="Form Description"
        multiline
        value={basicInfo.description}
        maxLength={5000}
        onValueChange={(description) => change((m) => ({ ...m, basicInfo: { ...m.basicInfo, description } }))}
      />
      <FormTypeField model={model} change={change} />
      <div className="flex flex-col gap-2">
        <Label htmlFor={emailId}>Notification Email (Optional)</Label>
        <Input
          id={emailId}
          type="email"
          placeholder="you@example.com"
          value={notifications.email ?? ""}
          maxLength={320}
          aria-invalid={emailState === "invalid"}
          className={cn(emailState === "valid" && "border-green-600", emailState === "invalid" && "border-destructive")}
          onChange={(e) => {
            setEmailState(null);
            const email = e.target.value;
            change((m) =>
              withNotificationSettings(m, { ...m.basicInfo.notificationSettings, email: email === "" ? null : email }),
            );
          }}
          onBlur={checkEmail}
        />
        <p className="text-xs text-muted-foreground">
          New submissions are sent to this address. Leave it empty for none.
        </p>
      </div>
      <SwitchField
        label="Enable Email Notifications"
        description="Get an email each time a customer submits this form."
        checked={notifications.notifications_enabled}
        onCheckedChange={toggleNotifications}
      />
    </div>
  );
}
