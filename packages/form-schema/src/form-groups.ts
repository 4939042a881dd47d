// The form document's settings groups, listed once: each is one jsonb column of the forms table
// (the group's name in snake_case, apps/server/src/db/schema/forms.ts), read on its own by the
// tolerant reader (read-form.ts) and, when `upgraded`, rewritten by the document's migrations
// (upgrade-stored-form.ts). A new group is added here, and the column test fails until the table
// has it.

/** Each group, and whether a document migration may rewrite it (the others only ever parse). */
export const FORM_GROUPS = {
  notificationSettings: { upgraded: true },
  customerFields: { upgraded: true },
  services: { upgraded: true },
  yardSizes: { upgraded: true },
  customization: { upgraded: true },
  redirectSettings: { upgraded: true },
  upsellSettings: { upgraded: true },
  // Null on forms saved before each existed; read as its defaults.
  followUpSettings: { upgraded: false },
  paymentSettings: { upgraded: false },
  trackingSettings: { upgraded: false },
  embedSettings: { upgraded: false },
  // Version 4 writes it (the forms.pricing_settings column).
  pricingSettings: { upgraded: true },
  // Null on forms saved before service areas existed (migration 0031): every visitor is inside.
  serviceArea: { upgraded: false },
} as const satisfies Record<string, { upgraded: boolean }>;

export type FormGroup = keyof typeof FORM_GROUPS;

/** Every group, in the document's order. */
export const FORM_GROUP_NAMES = Object.keys(FORM_GROUPS) as FormGroup[];

/** The groups an upgrade may rewrite. */
export const UPGRADED_GROUPS: readonly FormGroup[] = FORM_GROUP_NAMES.filter((group) => FORM_GROUPS[group].upgraded);

/** The forms table's column for a group: notificationSettings is stored in notification_settings. */
export const groupColumn = (group: FormGroup): string => group.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
