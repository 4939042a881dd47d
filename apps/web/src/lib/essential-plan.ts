/** The one plan, shown on the landing page and on /subscription. */
export const ESSENTIAL_PLAN = {
  name: "Essential Plan",
  monthlyPrice: 199,
  annualPrice: 1699,
  /** 1699 / 12 = 141.58, shown as "about $142 a month". */
  annualMonthlyEquivalent: Math.round(1699 / 12),
  trialDays: 2,
  coreFeatures: ["1 Active Mowing Quote", "Accept Credit Cards", "Unlimited Visits", "Unlimited Submissions"],
  additionalFeatures: ["Easy Website Integration", "Yard Size Library", "Commission Free"],
} as const;
