// Stripe's subscription statuses as the product reads them. An account whose subscription is in
// one of the active statuses works fully and its public forms take leads; past_due still counts,
// so a failed card renewal gives the owner time to fix it before visitors are turned away.

/** Statuses in which an owner's account counts as subscribed. */
export const ACTIVE_SUBSCRIPTION_STATUSES = ["trialing", "active", "past_due"] as const;

export type ActiveSubscriptionStatus = (typeof ACTIVE_SUBSCRIPTION_STATUSES)[number];

export const isActiveSubscriptionStatus = (status: string | null | undefined): status is ActiveSubscriptionStatus =>
  (ACTIVE_SUBSCRIPTION_STATUSES as readonly (string | null | undefined)[]).includes(status);

/** How the owner's and the admin's screens name a status; any other shows as Stripe spells it. */
export const SUBSCRIPTION_STATUS_LABELS: Readonly<Record<string, string>> = {
  trialing: "Trial",
  active: "Active",
  past_due: "Past due",
  canceled: "Canceled",
};

export const subscriptionStatusLabel = (status: string): string => SUBSCRIPTION_STATUS_LABELS[status] ?? status;
