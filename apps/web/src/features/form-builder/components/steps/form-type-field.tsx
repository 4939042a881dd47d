import { FORM_TYPES, FORM_TYPE_LABELS, type FormType } from "@yq/form-schema/constants";
import { toFormPayload, withFormType } from "@yq/form-schema/editor-model";
import { formTypeChange, type FormTypeChange } from "@yq/form-schema/form-type-switch";
import { formTypeWords } from "@yq/form-schema/form-type-words";
import { useId, useRef, useState } from "react";
import { ConfirmationDialog } from "@/components/confirmation-dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { StepProps } from "./step-props";

type Asked = { formType: FormType; change: FormTypeChange };

/**
 * Basic Info's Form Type: choosing a type makes the form one (switchFormType, form-schema
 * form-type-switch.ts): its services, prices and words. A switch that would lose the owner's own
 * prices, or change a live form, asks first and says what it replaces.
 */
export function FormTypeField({ model, change }: StepProps) {
  const typeId = useId();
  const [asked, setAsked] = useState<Asked | null>(null);
  const select = useRef<HTMLButtonElement>(null);

  function choose(formType: FormType) {
    if (formType === model.formType) return;
    const typeChange = formTypeChange(toFormPayload(model), formType);
    if (typeChange.losesEdits || model.basicInfo.status === "published") setAsked({ formType, change: typeChange });
    else change((m) => withFormType(m, formType));
  }

  const label = asked ? FORM_TYPE_LABELS[asked.formType] : "";
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={typeId}>Form Type</Label>
      <Select value={model.formType} onValueChange={(formType) => choose(formType as FormType)}>
        <SelectTrigger id={typeId} ref={select}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {FORM_TYPES.map((type) => (
            <SelectItem key={type} value={type}>
              {FORM_TYPE_LABELS[type]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p className="text-xs text-muted-foreground">{formTypeWords(model.formType).formTypeHint}</p>
      {/* The question opens from the select's choice, not a button, so the dialog is opened here. */}
      <ConfirmationDialog
        open={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        returnFocus={select}
        title={`Make this form a ${label}?`}
        description={`A ${label} quotes its own services at its own prices. This replaces:`}
        cancelLabel={`Keep ${FORM_TYPE_LABELS[model.formType]}`}
        confirmLabel={`Replace with ${label} services`}
        onConfirm={() => {
          if (asked) change((m) => withFormType(m, asked.formType));
        }}
      >
        <ul className="list-disc pl-5 text-sm">
          {asked?.change.replaced.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          The name, customer fields, look, notifications, payments, tax and promo codes stay as they are.
        </p>
      </ConfirmationDialog>
    </div>
  );
}
