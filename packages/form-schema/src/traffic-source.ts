import { z } from "zod";
import { DIRECT } from "./traffic-source-words";

// Where a visitor came from. The public page sends only two addresses: the page
// the form is on (the owner's page, passed by embed.js; the form page itself when opened alone)
// and that page's referrer. The server reads the campaign tags out of the page address itself
// (trafficSourceOf), so what is stored and counted is what the addresses say, not what a script
// claims.

const MAX_URL = 2000;
const MAX_TAG = 200;

/** What the public page sends with a view and with a lead's first record. */
export const trafficSourceInputSchema = z.object({
  page: z.string().max(MAX_URL).optional(),
  referrer: z.string().max(MAX_URL).optional(),
});

export const trafficSourceSchema = z.object({
  page: z.string().nullable(),
  referrer: z.string().nullable(),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  gclid: z.string().nullable(),
  fbclid: z.string().nullable(),
  /** sourceLabel's name for it, stored so the Analytics tab groups by it in SQL. */
  label: z.string(),
});

export type TrafficSourceInput = z.infer<typeof trafficSourceInputSchema>;
export type TrafficSource = z.infer<typeof trafficSourceSchema>;

/** Only web addresses are kept: a `javascript:` or `data:` "page" is noise, not a source. */
function webAddress(text: string | undefined): URL | null {
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

const tag = (url: URL | null, name: string) => {
  const value = url?.searchParams.get(name)?.trim();
  return value ? value.slice(0, MAX_TAG) : null;
};

/** The stored source, or null when the page sent nothing usable. */
export function trafficSourceOf(input: TrafficSourceInput | undefined): TrafficSource | null {
  const page = webAddress(input?.page);
  const referrer = webAddress(input?.referrer);
  if (!page && !referrer) return null;
  const source = {
    page: page ? page.href : null,
    referrer: referrer ? referrer.href : null,
    utmSource: tag(page, "utm_source"),
    utmMedium: tag(page, "utm_medium"),
    utmCampaign: tag(page, "utm_campaign"),
    gclid: tag(page, "gclid"),
    fbclid: tag(page, "fbclid"),
  };
  return { ...source, label: sourceLabel(source) };
}

/** Reads a stored source defensively (jsonb written by an older version or by hand). */
export function readTrafficSource(raw: unknown): TrafficSource | null {
  const parsed = trafficSourceSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/**
 * The one-line name owners see and group by: the utm source (and medium), else Google Ads or Meta
 * from their click ids, else the referrer's host, else "Direct".
 */
export function sourceLabel(source: Omit<TrafficSource, "label"> | null): string {
  if (!source) return DIRECT;
  if (source.utmSource) return source.utmMedium ? `${source.utmSource} / ${source.utmMedium}` : source.utmSource;
  if (source.gclid) return "Google Ads";
  if (source.fbclid) return "Meta";
  const referrer = webAddress(source.referrer ?? undefined);
  const page = webAddress(source.page ?? undefined);
  // A referrer on the page's own site is navigation inside it, not where the visitor came from.
  if (referrer && referrer.host !== page?.host) return referrer.host.replace(/^www\./, "");
  return DIRECT;
}

/** The details an owner reads in the dialog and the CSV, one "name: value" per part present. */
export function sourceDetails(source: TrafficSource | null): [string, string][] {
  if (!source) return [];
  const parts: [string, string | null][] = [
    ["Page", source.page],
    ["Referrer", source.referrer],
    ["utm_source", source.utmSource],
    ["utm_medium", source.utmMedium],
    ["utm_campaign", source.utmCampaign],
    ["gclid", source.gclid],
    ["fbclid", source.fbclid],
  ];
  return parts.filter((part): part is [string, string] => part[1] !== null);
}
