import path from "node:path";
import { z } from "zod";

// Every setting carries its description (`.describe`), and its default where it has one:
// docs/configuration.md is generated from these groups (`npm run docs`, scripts/docs-config.ts),
// and a unit test fails when the committed page and this file disagree.

const flag = z.enum(["on", "off", "true", "false", "1", "0"]).transform((v) => v === "on" || v === "true" || v === "1");
const optionalText = z.string().optional();
const optionalUrl = z.string().url().optional();
const positiveInt = z.coerce.number().int().min(1);

const server = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"])
    .default("production")
    .describe(
      "`development`, `production` or `test`; `npm run dev` sets `development`. The server's own code reads nothing " +
        "else from it; packages loaded from node_modules read the variable itself (React uses its development build " +
        "unless it is `production`).",
    ),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000).describe("The HTTP port the server listens on."),
  HOST: z.string().default("0.0.0.0").describe("The interface to listen on."),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
    .default("info")
    .describe(
      "The pino level of the server's log: `fatal`, `error`, `warn`, `info`, `debug`, `trace`, or `silent` to mute it.",
    ),
  TRUST_PROXY: flag
    .default(false)
    .describe(
      "`on` behind one load balancer: the client address is the last `X-Forwarded-For` entry (the one the load " +
        "balancer adds, and only if it is an address), and the address the browser used comes from " +
        "`X-Forwarded-Proto` / `X-Forwarded-Host`. Off behind a proxy, every visitor shares the proxy's address " +
        "and so its limits.",
    ),
  METRICS_TOKEN: z
    .string()
    .min(16)
    .optional()
    .describe(
      "Turns on `/metrics` (Prometheus text format) for callers sending `Authorization: Bearer <token>` " +
        "(16 characters or more; docs/deployment.md lists the series). Unset: `/metrics` answers 404 and the " +
        "server counts nothing for it (decision 078).",
    ),
});

const siteAddress = z.object({
  PUBLIC_URL: optionalUrl.describe(
    "The site's public origin (`https://quotes.example.com`); set it for a public server. Links, embed codes and " +
      "emails use it, and only pages on it (and on `TRUSTED_ORIGINS`) may make changes. Unset, a change is " +
      "accepted from a page on the address the request came to, links and embed codes use the address the owner " +
      "is using, and emails use the address of the request that caused them when it is this machine's own " +
      "(localhost, its host name or network address), else `http://localhost:$PORT` (decision 022).",
  ),
  TRUSTED_ORIGINS: optionalText.describe(
    "Comma-separated extra origins whose pages may make changes (another domain of the same site), e.g. " +
      "`https://www.quotes.example.com,http://192.168.1.20:3000`: each `scheme://host[:port]`, anything else " +
      "stops start-up.",
  ),
});

const data = z.object({
  DATA_DIR: z
    .string()
    .default("./data")
    .describe(
      "The folder of the embedded database (`pg/`), the uploads, the mail folder and the generated secrets; " +
        "locked by one server at a time (decision 002).",
    ),
  DATABASE_URL: optionalUrl.describe(
    "`postgres://…` to use PostgreSQL, through two pools of up to 10 connections each: one for the query " +
      "builder, one for the public routes' prepared statements (decision 067). Unset: PGlite in `DATA_DIR/pg`.",
  ),
});

const accounts = z.object({
  AUTH_SECRET: z
    .string()
    .min(32)
    .optional()
    .describe(
      "Signs session cookies (32 characters or more); set it when several servers share sessions. Unset: " +
        "generated once into `DATA_DIR/auth-secret`.",
    ),
  EMAIL_VERIFICATION: flag
    .default(false)
    .describe("`on` requires new accounts to confirm their email before signing in."),
  ADMIN_TWO_FACTOR: flag
    .default(false)
    .describe(
      "`on` requires admin and super admin accounts to sign in with an authenticator app: until one has set " +
        "two-factor authentication up on its profile, the admin area and its API send it there (decision 082).",
    ),
});

const publicForms = z.object({
  PUBLIC_LEADS_PER_IP: positiveInt
    .default(20)
    .describe("Quote requests one network address (IPv6: one /64) may start per 10 minutes on the public forms."),
  PUBLIC_LEADS_PER_FORM: positiveInt
    .default(300)
    .describe("Quote requests one form accepts per hour, from all visitors together."),
});

const email = z.object({
  SMTP_URL: optionalUrl.describe(
    "`smtp://user:pass@host:port` to send through SMTP, over at most two connections kept open (decision 066). " +
      "Unset: every email is written as an `.eml` file to `DATA_DIR/mail`.",
  ),
  MAIL_FROM: z.string().default("YardQuote <no-reply@yardquote.local>").describe("The sender of every email."),
});

const uploads = z.object({
  S3_BUCKET: optionalText.describe(
    "Stores uploads in this bucket of any S3-compatible object store (decision 009). Unset: uploads are files in " +
      "`DATA_DIR/uploads`, and the other `S3_` settings are not used.",
  ),
  S3_ENDPOINT: optionalUrl.describe(
    "The object store's address, for a store other than AWS's. Unset: AWS S3 in `S3_REGION`.",
  ),
  S3_REGION: z.string().default("us-east-1").describe("The object store's region."),
  S3_ACCESS_KEY_ID: optionalText.describe(
    "The access key of the object store. Unset: the AWS SDK's default credential chain (instance roles).",
  ),
  S3_SECRET_ACCESS_KEY: optionalText.describe("The secret of `S3_ACCESS_KEY_ID`."),
  S3_FORCE_PATH_STYLE: flag
    .default(true)
    .describe("`on` addresses the bucket in the path (`endpoint/bucket/key`), as most S3-compatible stores expect."),
});

const billing = z.object({
  STRIPE_SECRET_KEY: optionalText.describe(
    "Turns on Stripe: subscription billing (decisions 005, 006), and owners' payments at acceptance through " +
      "Stripe Connect (decision 044). Unset: billing is off and every account counts as subscribed.",
  ),
  STRIPE_WEBHOOK_SECRET: optionalText.describe(
    "Signing secret of the subscription webhook endpoint (`/api/billing/webhook`). Unset: that endpoint answers 503.",
  ),
  STRIPE_PRICE_MONTHLY: optionalText.describe(
    "The Stripe price of the monthly plan. Unset: choosing that plan answers that it is not available.",
  ),
  STRIPE_PRICE_ANNUAL: optionalText.describe(
    "The Stripe price of the annual plan. Unset: choosing that plan answers that it is not available.",
  ),
  STRIPE_CONNECT_WEBHOOK_SECRET: optionalText.describe(
    "Signing secret of the Stripe Connect webhook endpoint (`/api/payments/webhook`, events on owners' connected " +
      "accounts): marks leads paid or card saved and keeps owners' account status current (decision 044). " +
      "Unset: payment events of owners' accounts are refused.",
  ),
  STRIPE_API_BASE: optionalUrl.describe(
    "Points the Stripe SDK at a local stand-in (tests only). Unset: Stripe's own API.",
  ),
});

const map = z.object({
  TILE_URL_TEMPLATE: z
    .string()
    .url()
    .refine(
      (v) => /^https?:\/\//.test(v) && ["{z}", "{x}", "{y}"].every((p) => v.includes(p)),
      "must be an http(s) URL containing {z}, {x} and {y}",
    )
    .optional()
    .describe(
      "Aerial imagery for measuring lawns on the map: an XYZ tile URL with `{z}`, `{x}`, `{y}` (and optionally " +
        "`{s}`), e.g. the USGS National Map's keyless, public-domain US imagery " +
        "`https://basemap.nationalmap.gov/arcgis/rest/services/USGSImageryOnly/MapServer/tile/{z}/{y}/{x}` " +
        "(decision 041). Unset: no map, so forms price by the yard-size cards.",
    ),
  TILE_ATTRIBUTION: z
    .string()
    .max(300)
    .default("")
    .describe(
      "The credit the imagery's terms ask for, shown on the map (300 characters at most), e.g. " +
        "`Imagery: USGS The National Map`.",
    ),
  TILE_MAX_ZOOM: z.coerce
    .number()
    .int()
    .min(1)
    .max(24)
    .default(19)
    .describe("The deepest zoom level the tile server has (1-24)."),
  GEOCODER_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//.test(v), "must start with http:// or https://")
    .optional()
    .describe(
      "A Nominatim search endpoint (`https://nominatim.example.com/search`, or Photon's Nominatim-compatible one); " +
        "the server asks it when a visitor presses Find, never per keystroke. Unset: no address box, the visitor " +
        "moves the map.",
    ),
});

const webhooks = z.object({
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: flag
    .default(false)
    .describe(
      "`on` lets owners' webhooks go to plain `http://` and to private or loopback addresses (local receivers, " +
        "tests); off, only `https://` addresses on the public internet are accepted (decision 038).",
    ),
});

const textMessages = z.object({
  TWILIO_ACCOUNT_SID: optionalText.describe(
    "The Twilio account for owners' text alerts and customers' confirmations (decision 040). Any of the three " +
      "Twilio settings unset: text alerts are hidden, with the reason.",
  ),
  TWILIO_AUTH_TOKEN: optionalText.describe("The auth token of `TWILIO_ACCOUNT_SID`."),
  TWILIO_FROM_NUMBER: optionalText.describe("The Twilio number texts are sent from."),
  TWILIO_API_BASE: optionalUrl.describe(
    "Points the Twilio SDK at a local stand-in (tests only). Unset: Twilio's own API.",
  ),
});

/** The settings in the groups docs/configuration.md lists them under. */
export const SETTING_GROUPS = [
  { title: "The server", schema: server },
  { title: "The site's address", schema: siteAddress },
  { title: "Data and database", schema: data },
  { title: "Accounts", schema: accounts },
  { title: "Public form limits", schema: publicForms },
  { title: "Email", schema: email },
  { title: "Uploads", schema: uploads },
  { title: "Billing and payments (Stripe)", schema: billing },
  { title: "Map and address search", schema: map },
  { title: "Webhooks", schema: webhooks },
  { title: "Text messages (Twilio)", schema: textMessages },
] as const;

const EnvSchema = z.object({
  ...server.shape,
  ...siteAddress.shape,
  ...data.shape,
  ...accounts.shape,
  ...publicForms.shape,
  ...email.shape,
  ...uploads.shape,
  ...billing.shape,
  ...map.shape,
  ...webhooks.shape,
  ...textMessages.shape,
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
