import { PUBLIC_CUSTOMER_FIELD_LABELS, type CustomerFieldType, type ServiceType, type YardSize } from "./constants";
import type { CustomerFields } from "./form-document";

// Visitor answer checks shared by the public form (toasts) and the server (400 answers), with
// the same titles and messages on both sides ("Invalid Email", "Please enter a valid email address"...).

export interface AnswerError {
  /** A customer field type, "consent", "serviceType" or "yardSize". */
  field: string;
  title: string;
  message: string;
}

export type CustomerAnswers = Partial<Record<CustomerFieldType, string>>;

export const ANSWER_MESSAGES = {
  email: { title: "Invalid Email", message: "Please enter a valid email address" },
  phone: { title: "Invalid Phone Number", message: "Please enter a valid phone number (e.g., 123-456-7890)" },
  zipcode: { title: "Invalid Zipcode", message: "Please enter a valid zipcode" },
  serviceType: { title: "Service Required", message: "Please select a service type" },
  yardSize: { title: "Yard Size Required", message: "Please select a yard size" },
  // Ours: the form never shows it (the checkbox is how the visitor starts); it is
  // the server's refusal of a lead sent without consent.
  consent: { title: "Consent Required", message: "Please agree to the terms to continue" },
} as const;

export function requiredFieldError(type: CustomerFieldType): AnswerError {
  return {
    field: type,
    title: "Required Field Missing",
    message: `Please enter your ${PUBLIC_CUSTOMER_FIELD_LABELS[type]}`,
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// 10 digits, optional (area code), separators space, dash or dot, optional leading +1 or 1.
const PHONE = /^(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;
const ZIPCODE = /^\d{5}(?:-\d{4})?$/;

export const isValidEmail = (value: string): boolean => EMAIL.test(value.trim());
export const isValidPhone = (value: string): boolean => PHONE.test(value.trim());
export const isValidZipcode = (value: string): boolean => ZIPCODE.test(value.trim());

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, "");
}

/** The public form reveals the services once the phone holds at least 10 digits. */
export function hasEnoughPhoneDigits(value: string): boolean {
  return phoneDigits(value).length >= 10;
}

const FORMAT_RULES: Partial<
  Record<CustomerFieldType, { test: (value: string) => boolean; title: string; message: string }>
> = {
  email: { test: isValidEmail, ...ANSWER_MESSAGES.email },
  phone: { test: isValidPhone, ...ANSWER_MESSAGES.phone },
  zipcode: { test: isValidZipcode, ...ANSWER_MESSAGES.zipcode },
};

/**
 * Errors for the form's enabled fields, in the form's field order: a required field left
 * blank, then a filled field in the wrong format. Disabled fields are never checked.
 */
export function validateCustomerAnswers(customerFields: CustomerFields, answers: CustomerAnswers): AnswerError[] {
  const errors: AnswerError[] = [];
  const fields = [...customerFields.fields].filter((f) => f.enabled).sort((a, b) => a.order - b.order);
  for (const field of fields) {
    const value = (answers[field.type] ?? "").trim();
    if (value === "") {
      if (field.required) errors.push(requiredFieldError(field.type));
      continue;
    }
    const rule = FORMAT_RULES[field.type];
    if (rule && !rule.test(value)) errors.push({ field: field.type, title: rule.title, message: rule.message });
  }
  return errors;
}

/** Consent must be given when the form shows the consent checkbox. */
export function validateConsent(customerFields: CustomerFields, consent: boolean): AnswerError[] {
  return customerFields.consent.enabled && !consent ? [{ field: "consent", ...ANSWER_MESSAGES.consent }] : [];
}

/**
 * A service must be chosen, a default by its type or a listed one by its id; mowing
 * also needs a yard size. A listed service's size depends on the form: checkQuoteChoice's job.
 */
export function validateServiceSelection(choice: {
  serviceType?: ServiceType | null;
  serviceId?: string | null;
  yardSize?: YardSize | null;
}): AnswerError[] {
  if (!choice.serviceType && !choice.serviceId) return [{ field: "serviceType", ...ANSWER_MESSAGES.serviceType }];
  if (choice.serviceType === "mowing" && !choice.yardSize) return [{ field: "yardSize", ...ANSWER_MESSAGES.yardSize }];
  return [];
}
