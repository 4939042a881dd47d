import path from "node:path";
import { z } from "zod";

const flag = z.enum(["on", "off", "true", "false", "1", "0"]).transform((v) => v === "on" || v === "true" || v === "1");

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /**
   * Public origin used in links, embed codes and emails, and the one origin allowed to make
   * changes. Unset: the address each request came to (lib/site-origin.ts).
   */
  PUBLIC_URL: z.string().url().optional(),
  /** Comma-separated extra origins allowed to make changes (another domain of the same app). */
  TRUSTED_ORIGINS: z.string().optional(),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  EMAIL_VERIFICATION: flag.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("YardQuote <no-reply@yardquote.local>"),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag.default(true),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PRICE_MONTHLY: z.string().optional(),
  STRIPE_PRICE_ANNUAL: z.string().optional(),
  /** Signing secret of the Connect webhook endpoint (events of owners' connected accounts). */
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().optional(),
  /** Only for tests and local stand-ins: where the Stripe SDK sends its requests. */
  STRIPE_API_BASE: z.string().url().optional(),
  /**
   * Lets webhooks go to plain http and to private or loopback addresses (local receivers and
   * tests). Off, only https addresses on the public internet are accepted.
   */
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: flag.default(false),
  /** Twilio credentials and sending number for text-message alerts; unset, the option is hidden. */
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM_NUMBER: z.string().optional(),
  /** Only for tests and local stand-ins: where the Twilio SDK sends its requests. */
  TWILIO_API_BASE: z.string().url().optional(),
  /** Set when the app runs behind a proxy that sets X-Forwarded-For. */
  TRUST_PROXY: flag.default(false),
  /** Leads one network address may start per 10 minutes on the public forms. */
  PUBLIC_LEADS_PER_IP: z.coerce.number().int().min(1).default(20),
  /** Leads one form may receive per hour, from every address together. */
  PUBLIC_LEADS_PER_FORM: z.coerce.number().int().min(1).default(300),
  /**
   * Aerial imagery for measuring lawns: an XYZ tile URL with {z}, {x} and {y} (optionally {s}).
   * Unset: no map, so forms show the yard-size cards (docs/decisions/041).
   */
  TILE_URL_TEMPLATE: z
    .string()
    .url()
    .refine(
      (v) => /^https?:\/\//.test(v) && ["{z}", "{x}", "{y}"].every((p) => v.includes(p)),
      "must be an http(s) URL containing {z}, {x} and {y}",
    )
    .optional(),
  /** Credit the imagery's terms require, shown on the map. */
  TILE_ATTRIBUTION: z.string().max(300).default(""),
  TILE_MAX_ZOOM: z.coerce.number().int().min(1).max(24).default(19),
  /** A Nominatim search endpoint (…/search) for the address box; unset: the visitor pans the map. */
  GEOCODER_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//.test(v), "must start with http:// or https://")
    .optional(),
});

export type Env = z.infer<typeof EnvSchema> & {
  /** Links' origin when nothing better is known: PUBLIC_URL, else http://localhost:PORT. */
  publicUrl: string;
  /** TRUSTED_ORIGINS, each reduced to its origin. */
  trustedOrigins: string[];
  dataDir: string;
};

/** "https://a.example, http://b.example:8080" to origins; anything else is a start-up error. */
function parseOrigins(list: string | undefined): string[] | string {
  const origins: string[] = [];
  for (const entry of (list ?? "")
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean)) {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      return `"${entry}" is not an origin; write each as scheme://host[:port], e.g. https://quotes.example.com`;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") return `"${entry}" must start with http:// or https://`;
    origins.push(url.origin);
  }
  return origins;
}

/** Reads and validates configuration once; a bad value stops start-up with a readable message. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable (FOO=) means "not set", as in most tools.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const trustedOrigins = parseOrigins(env.TRUSTED_ORIGINS);
  if (typeof trustedOrigins === "string")
    throw new Error(`Invalid configuration:\n  TRUSTED_ORIGINS: ${trustedOrigins}`);
  return {
    ...env,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    trustedOrigins,
    dataDir: path.resolve(env.DATA_DIR),
  };
}
