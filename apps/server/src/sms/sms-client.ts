import twilio from "twilio";
import type { Env } from "../env";

export type SmsClient = { send(to: string, body: string): Promise<string> };

type TwilioEnv = Pick<Env, "TWILIO_ACCOUNT_SID" | "TWILIO_AUTH_TOKEN" | "TWILIO_FROM_NUMBER" | "TWILIO_API_BASE">;

/** Why text messages are off, or null when the three Twilio settings are there. */
export function smsUnavailableReason(env: TwilioEnv): string | null {
  return env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM_NUMBER
    ? null
    : "Text messages are not set up on this server (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER).";
}

/**
 * Twilio's official SDK. TWILIO_API_BASE (tests, local stand-ins) sends its requests to another
 * address through the SDK's own request client: the SDK has no base-address option, and a custom
 * httpClient is how Twilio suggests pointing it at a mock server.
 */
export function createSmsClient(env: TwilioEnv): SmsClient | null {
  if (smsUnavailableReason(env)) return null;
  const base = env.TWILIO_API_BASE?.replace(/\/$/, "");
  const inner = new twilio.RequestClient({ timeout: 15_000 });
  const httpClient = base
    ? (Object.assign(Object.create(inner), {
        request: (opts: Parameters<typeof inner.request>[0]) =>
          inner.request({ ...opts, uri: opts.uri.replace(/^https:\/\/[^/]+/, base) }),
      }) as typeof inner)
    : inner;
  const client = twilio(env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, { httpClient });
  return {
    async send(to, body) {
      const message = await client.messages.create({ to, from: env.TWILIO_FROM_NUMBER!, body });
      return message.sid;
    },
  };
}

/** A mobile number as E.164: "+" and 8 to 15 digits; 10 digits alone are read as a US number. */
export function toE164(input: string): string | null {
  const digits = input.replace(/[^\d]/g, "");
  if (input.trim().startsWith("+")) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `+${digits}`;
  return null;
}
