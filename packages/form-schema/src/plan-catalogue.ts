// The one plan the product sells. The owner app shows it (landing page, /subscription) and the
// server starts Stripe checkouts with its trial, so both read it here and cannot drift apart.

/** The one plan, shown on the landing page and on /subscription, and sold by the server's checkout. */
export const ESSENTIAL_PLAN = {
  name: "Essential Plan",
  monthlyPrice: 199,
  annualPrice: 1699,
  /** 1699 / 12 = 141.58, shown as "about $142 a month". */
  annualMonthlyEquivalent: Math.round(1699 / 12),
  /** Free days before the first charge: the checkout's `trial_period_days`. */
  trialDays: 2,
  coreFeatures: ["1 Active Mowing Quote", "Accept Credit Cards", "Unlimited Visits", "Unlimited Submissions"],
  additionalFeatures: ["Easy Website Integration", "Yard Size Library", "Commission Free"],
} as const;
