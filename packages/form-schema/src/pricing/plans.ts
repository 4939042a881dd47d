// Plans and units, free of zod so the public form's steps can name them without the schemas.

/** How a visitor takes a service: a frequency of visits, per push, the season, a program, once. */
export const PLANS = ["weekly", "biweekly", "monthly", "per_push", "seasonal", "program", "one_time"] as const;
export type Plan = (typeof PLANS)[number];
export const PLAN_LABELS: Record<Plan, string> = {
  weekly: "Weekly",
  biweekly: "Bi-Weekly",
  monthly: "Monthly",
  per_push: "Per push",
  seasonal: "Seasonal contract",
  program: "Program",
  one_time: "One time",
};

/** What one price is for. Add-ons (priced upsells) use the same units. */
export const PRICE_UNITS = ["visit", "round", "push", "season", "job"] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];
export const PRICE_UNIT_LABELS: Record<PriceUnit, string> = {
  visit: "per visit",
  round: "per round",
  push: "per push",
  season: "per season",
  job: "one time",
};
