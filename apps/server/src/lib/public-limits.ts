import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { visitorAddress } from "./client-ip";
import { enforce, type LimitCheck, type RateRule } from "../lib/rate-limit";

export { limitAddress, visitorAddress } from "./client-ip";

// The public routes' limits (the form, the map, the booking), per network address and per form. A real visitor makes one lead and a handful of writes;
// these stop scripted floods without getting in a person's way (a family sharing a router
// can still send many quotes).
export const PUBLIC_RULES = {
  leadPerIp: { limit: 20, windowSeconds: 600 },
  leadPerForm: { limit: 300, windowSeconds: 3600 },
  writePerIp: { limit: 120, windowSeconds: 600 },
  // A visitor types a promo code a few times; under the write limit one address could guess 120
  // codes every 10 minutes. Counted apart from the writes, so an address refused here can still
  // accept its quote.
  promoCheckPerIp: { limit: 20, windowSeconds: 600 },
  videoPerIp: { limit: 10, windowSeconds: 3600 },
  // A person opens a form a few times a day at most; 30 per 10 minutes let one address add
  // thousands of views a day to the owner's numbers.
  viewPerIpAndForm: { limit: 10, windowSeconds: 24 * 3600 },
} satisfies Record<string, RateRule>;

const TOO_MANY_FROM_IP = "Too many requests from your network. Please wait a few minutes and try again.";
const TOO_MANY_FOR_FORM = "This form is receiving too many requests right now. Please try again in a few minutes.";

export const limitKeys = {
  leadPerIp: (ip: string) => `public:lead:ip:${ip}`,
  leadPerForm: (formId: string) => `public:lead:form:${formId}`,
  writePerIp: (ip: string) => `public:write:ip:${ip}`,
  promoCheckPerIp: (ip: string) => `public:promo-check:ip:${ip}`,
  videoPerIp: (ip: string) => `public:video:ip:${ip}`,
  viewPerIpAndForm: (ip: string, formId: string) => `public:view:${formId}:${ip}`,
};

/** The lead limits are settings (PUBLIC_LEADS_PER_IP / _PER_FORM); their windows are fixed. */
function ruleOf(c: Context<AppEnv>, rule: keyof typeof PUBLIC_RULES): RateRule {
  const { env } = c.get("deps");
  if (rule === "leadPerIp") return { ...PUBLIC_RULES.leadPerIp, limit: env.PUBLIC_LEADS_PER_IP };
  if (rule === "leadPerForm") return { ...PUBLIC_RULES.leadPerForm, limit: env.PUBLIC_LEADS_PER_FORM };
  return PUBLIC_RULES[rule];
}

/** The rules counted per network address alone. */
type IpRule = "writePerIp" | "videoPerIp" | "promoCheckPerIp";

/** A per-address limit as a check, for a caller that counts it in a statement of its own. */
export function ipLimit(c: Context<AppEnv>, rule: IpRule): LimitCheck {
  return { key: limitKeys[rule](visitorAddress(c)), rule: ruleOf(c, rule), message: TOO_MANY_FROM_IP };
}

export async function limitByIp(c: Context<AppEnv>, rule: IpRule) {
  const { key, rule: counted, message } = ipLimit(c, rule);
  await enforce(c.get("deps").db, key, counted, message);
}

/** What a new lead counts: its address, then its form (startLead counts both with the lead). */
export function newLeadLimits(c: Context<AppEnv>, formId: string): { perIp: LimitCheck; perForm: LimitCheck } {
  return {
    perIp: { key: limitKeys.leadPerIp(visitorAddress(c)), rule: ruleOf(c, "leadPerIp"), message: TOO_MANY_FROM_IP },
    perForm: { key: limitKeys.leadPerForm(formId), rule: ruleOf(c, "leadPerForm"), message: TOO_MANY_FOR_FORM },
  };
}
