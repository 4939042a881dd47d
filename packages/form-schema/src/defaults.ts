import { defaultServiceArea } from "./service-area";
import { defaultPaymentSettings } from "./payment-settings";
import { defaultTrackingSettings } from "./tracking-settings";
import { defaultEmbedSettings } from "./embed-settings";
import { defaultFollowUpSettings } from "./follow-up";
import {
  CUSTOMER_FIELD_TYPES,
  DEFAULT_FORM_NAME,
  ESSENTIAL_CUSTOMER_FIELDS,
  FORM_DOCUMENT_VERSION,
  type FormType,
} from "./constants";
import type {
  CustomerFields,
  FormDocument,
  NotificationSettings,
  RedirectSettings,
  Services,
  UpsellSettings,
  YardSizeSettings,
  YardSizes,
} from "./form-document";
import { defaultCustomization } from "./default-customization";
import { richText } from "./rich-text";
import { defaultMeasurementSettings } from "./measurement-settings";
import { defaultPricingSettings } from "./pricing/pricing-settings";
import { SNOW_FOLLOW_UP_SUBJECT, SNOW_UPSELL_MESSAGE, snowDrivewayPlowing, snowUpsellServices } from "./snow-defaults";

// Defaults are functions, not shared objects, so a caller mutating its copy (the editor does)
// can never change the defaults of the next form.

export { defaultCustomization, defaultPricingSettings };

export const DEFAULT_CONSENT_TEXT = "I agree to the terms and conditions";

export function defaultNotificationSettings(): NotificationSettings {
  return { email: null, notifications_enabled: true };
}

export function defaultCustomerFields(): CustomerFields {
  return {
    fields: CUSTOMER_FIELD_TYPES.map((type, order) => {
      const essential = ESSENTIAL_CUSTOMER_FIELDS.includes(type);
      // The type is unique within a form (form-document.ts checks it), so it serves as a stable id.
      return { id: type, type, required: essential, enabled: true, order };
    }),
    consent: {
      enabled: true,
      text: DEFAULT_CONSENT_TEXT,
      richText: richText(`<p>${DEFAULT_CONSENT_TEXT}</p>`),
      links: [],
    },
  };
}

// Descriptions, images and price ranges have no product default: empty and 0-0 ("not set")
// rather than invented marketing text on the owner's public page.
export function defaultServices(): Services {
  return {
    mowing: { enabled: true, name: "Mowing Service", description: "", image: "", priceRange: { min: 0, max: 0 } },
    landscaping: { enabled: true, name: "Landscaping", description: "", image: "", priceRange: { min: 0, max: 0 } },
    listed: [],
  };
}

export function defaultIncludedServices(): YardSizeSettings["services"] {
  return [
    { name: "Edge", enabled: true },
    { name: "Mow", enabled: true },
    { name: "Blow Off Walkways", enabled: true },
  ];
}

function yardSize(
  enabled: boolean,
  description: string,
  [weekly, biweekly, monthly]: [number, number, number],
  services: YardSizeSettings["services"],
): YardSizeSettings {
  return {
    enabled,
    description,
    media: "",
    weeklyPrice: weekly,
    biweeklyPrice: biweekly,
    monthlyPrice: monthly,
    weeklyPriceEnabled: true,
    biweeklyPriceEnabled: true,
    monthlyPriceEnabled: true,
    services,
  };
}

export function defaultYardSizes(): YardSizes {
  return {
    small: yardSize(true, "Up to 1/4 acre", [39, 59, 79], defaultIncludedServices()),
    medium: yardSize(true, "1/4 to 1/2 acre", [49, 69, 89], defaultIncludedServices()),
    large: yardSize(true, "1/2+ acre", [59, 79, 99], defaultIncludedServices()),
    custom: yardSize(false, "", [0, 0, 0], []),
    measurement: defaultMeasurementSettings(),
  };
}

export function defaultRedirectSettings(): RedirectSettings {
  return { enabled: false, url: "", openInNewTab: true };
}

export function defaultUpsellSettings(): UpsellSettings {
  return { enabled: false, services: [], upsellMessage: richText(""), upsellLink: "" };
}

export function defaultFormDocument(): FormDocument {
  return {
    name: DEFAULT_FORM_NAME,
    description: "",
    status: "draft",
    // The default form (docs/product.md, The builder's steps); defaultFormDocumentFor gives the snow and other forms.
    formType: "mowing_quote",
    version: FORM_DOCUMENT_VERSION,
    notificationSettings: defaultNotificationSettings(),
    customerFields: defaultCustomerFields(),
    services: defaultServices(),
    yardSizes: defaultYardSizes(),
    customization: defaultCustomization(),
    redirectSettings: defaultRedirectSettings(),
    upsellSettings: defaultUpsellSettings(),
    followUpSettings: defaultFollowUpSettings(),
    paymentSettings: defaultPaymentSettings(),
    trackingSettings: defaultTrackingSettings(),
    embedSettings: defaultEmbedSettings(),
    pricingSettings: defaultPricingSettings(),
    serviceArea: defaultServiceArea(),
  };
}

/**
 * A new form of a type. A Mowing Quote is the default form of docs/product.md. A Snow
 * Removal Quote offers driveway plowing with priced walkway and salting add-ons instead of the
 * two defaults; Other starts with no service, for the owner to list their own. The mowing and
 * landscaping groups stay (switched off), so switching one on later starts from its defaults.
 */
export function defaultFormDocumentFor(formType: FormType): FormDocument {
  const doc = { ...defaultFormDocument(), formType };
  if (formType === "mowing_quote") return doc;
  const services = defaultServices();
  services.mowing.enabled = false;
  services.landscaping.enabled = false;
  if (formType === "other") {
    return { ...doc, services, followUpSettings: { ...doc.followUpSettings, subject: "Your quote is waiting" } };
  }
  return {
    ...doc,
    services: { ...services, listed: [snowDrivewayPlowing()] },
    upsellSettings: {
      ...doc.upsellSettings,
      enabled: true,
      services: snowUpsellServices(),
      upsellMessage: richText(SNOW_UPSELL_MESSAGE),
    },
    followUpSettings: { ...doc.followUpSettings, subject: SNOW_FOLLOW_UP_SUBJECT },
  };
}
