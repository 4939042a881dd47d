import { PUBLIC_CUSTOMER_FIELD_LABELS, type CustomerFieldType } from "@yq/form-schema/constants";
import type { CustomerFields } from "@yq/form-schema/form-document";
import { RichText } from "./rich-text";
import { editableTextToHtml } from "@yq/form-schema/rich-text";

const INPUT_PROPS: Record<
  CustomerFieldType,
  { type: string; autoComplete: string; inputMode?: "tel" | "email" | "numeric" }
> = {
  name: { type: "text", autoComplete: "name" },
  email: { type: "email", autoComplete: "email", inputMode: "email" },
  phone: { type: "tel", autoComplete: "tel", inputMode: "tel" },
  street: { type: "text", autoComplete: "street-address" },
  city: { type: "text", autoComplete: "address-level2" },
  state: { type: "text", autoComplete: "address-level1" },
  zipcode: { type: "text", autoComplete: "postal-code", inputMode: "numeric" },
};

type Props = {
  idPrefix: string;
  customerFields: CustomerFields;
  answers: Partial<Record<CustomerFieldType, string>>;
  errors: Partial<Record<string, string>>;
  onAnswer: (type: CustomerFieldType, value: string) => void;
  consent: boolean;
  consentBusy: boolean;
  onConsent: (checked: boolean) => void;
  /** A failed save of the consent, said under the box. */
  failure: string;
  website: string;
  onWebsite: (value: string) => void;
};

/** The visitor's contact fields in the owner's order, then the consent checkbox. */
export function ContactSection(props: Props) {
  const { idPrefix, customerFields, answers, errors } = props;
  const fields = customerFields.fields.filter((f) => f.enabled).sort((a, b) => a.order - b.order);
  // Forms that only kept the plain text show it escaped: it is text, not markup.
  const consentText = customerFields.consent.richText || editableTextToHtml(customerFields.consent.text);
  return (
    <div className="yq-fields">
      {fields.map((field) => {
        const id = `${idPrefix}-${field.type}`;
        const error = errors[field.type];
        const wide = field.type === "name" || field.type === "email" || field.type === "street";
        return (
          <div key={field.type} className={wide ? "yq-field yq-field-wide" : "yq-field"}>
            <label htmlFor={id} className="yq-label">
              {PUBLIC_CUSTOMER_FIELD_LABELS[field.type]}
              {field.required && (
                <span className="yq-required" aria-hidden="true">
                  {" "}
                  *
                </span>
              )}
            </label>
            <input
              id={id}
              name={field.type}
              className="yq-input"
              {...INPUT_PROPS[field.type]}
              required={field.required}
              aria-required={field.required}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              value={answers[field.type] ?? ""}
              onChange={(e) => props.onAnswer(field.type, e.target.value)}
            />
            {error && (
              <p id={`${id}-error`} className="yq-field-error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {/* Honeypot: hidden from people and from assistive technology; bots fill it in. */}
      <div className="yq-hp" aria-hidden="true">
        <label htmlFor={`${idPrefix}-website`}>Website</label>
        <input
          id={`${idPrefix}-website`}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={props.website}
          onChange={(e) => props.onWebsite(e.target.value)}
        />
      </div>
      {customerFields.consent.enabled && (
        <div className="yq-field yq-field-wide">
          <div className="yq-consent">
            <input
              id={`${idPrefix}-consent`}
              type="checkbox"
              className="yq-checkbox"
              checked={props.consent}
              disabled={props.consentBusy}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? `${idPrefix}-consent-error` : undefined}
              onChange={(e) => props.onConsent(e.target.checked)}
            />
            <label htmlFor={`${idPrefix}-consent`} className="yq-consent-text">
              <RichText html={consentText} inline />
            </label>
          </div>
          {errors.consent && (
            <p id={`${idPrefix}-consent-error`} className="yq-field-error">
              {errors.consent}
            </p>
          )}
          {/* A failed save, beside the box that sent it; always present so it is announced. */}
          <p className="yq-field-error yq-failure" role="alert">
            {props.failure}
          </p>
        </div>
      )}
    </div>
  );
}
