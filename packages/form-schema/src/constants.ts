// Business constants of the form document. Everything else derives from
// these lists, so adding a font or a form type is a one-line change here.

export const FORM_DOCUMENT_VERSION = 4;

export const FORM_STATUSES = ["draft", "published"] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

export const FORM_TYPES = ["mowing_quote", "snow_quote", "other"] as const;
export type FormType = (typeof FORM_TYPES)[number];
export const FORM_TYPE_LABELS: Record<FormType, string> = {
  mowing_quote: "Mowing Quote",
  snow_quote: "Snow Removal Quote",
  other: "Other",
};

export const FONT_FAMILIES = ["Inter", "Poppins", "Lora", "Montserrat", "Raleway", "Roboto", "Open Sans"] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

export const BUTTON_SHAPES = ["round", "square", "rounded"] as const;
export type ButtonShape = (typeof BUTTON_SHAPES)[number];

export const SERVICE_TYPES = ["mowing", "landscaping"] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  mowing: "Mowing",
  landscaping: "Landscaping",
};

export const YARD_SIZES = ["small", "medium", "large", "custom"] as const;
export type YardSize = (typeof YARD_SIZES)[number];
export const YARD_SIZE_LABELS: Record<YardSize, string> = {
  small: "Small",
  medium: "Medium",
  large: "Large",
  custom: "Custom",
};

export const PRICE_FREQUENCIES = ["weekly", "biweekly", "monthly"] as const;
export type PriceFrequency = (typeof PRICE_FREQUENCIES)[number];
export const PRICE_FREQUENCY_LABELS: Record<PriceFrequency, string> = {
  weekly: "Weekly",
  biweekly: "Bi-Weekly",
  monthly: "Monthly",
};

// The three fixed slots (0-2) of a yard size's included-services list, in display order.
export const FIXED_INCLUDED_SERVICES = ["Edge", "Mow", "Blow Off Walkways"] as const;

// The contact fields (their types, labels and which are essential) are defined in contact-fields.ts.
export {
  CUSTOMER_FIELD_LABELS,
  CUSTOMER_FIELD_TYPES,
  ESSENTIAL_CUSTOMER_FIELDS,
  PUBLIC_CUSTOMER_FIELD_LABELS,
  type CustomerFieldType,
} from "./contact-fields";

export const MAX_UPSELL_SERVICES = 8;

export const DEFAULT_FORM_NAME = "Untitled Form";

// Upper bounds of our own choosing; they only stop abuse of storage.
export const LIMITS = {
  name: 200,
  text: 5000,
  richText: 20000,
  url: 2000,
  color: 64,
  shortText: 200,
  id: 100,
  price: 1_000_000,
  consentLinks: 20,
  includedServices: 50,
} as const;
