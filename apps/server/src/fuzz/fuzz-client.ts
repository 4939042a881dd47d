import { TEST_ORIGIN, type TestApp } from "../test/test-app";
import type { Body } from "./malformed";

/** Every answer the fuzz tests saw, so each file can prove how many bodies it sent. */
export type Tally = { sent: number; statuses: Map<number, number> };

export const newTally = (): Tally => ({ sent: 0, statuses: new Map() });

let ip = 0;
/** A new client address per request: the limits must not hide the handlers from the fuzzer. */
const nextIp = () => {
  ip += 1;
  return `10.${100 + ((ip >> 16) & 127)}.${(ip >> 8) & 255}.${ip & 255}`;
};

type Raw = { method: string; url: string; body?: Body | Uint8Array; headers?: Record<string, string>; cookie?: string };

/** Sends one request straight into the app and returns its status (and text, for a failing run). */
export async function send(t: TestApp, tally: Tally, req: Raw) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN, "x-forwarded-for": nextIp(), ...req.headers };
  if (req.cookie) headers.cookie = req.cookie;
  let body: BodyInit | undefined;
  if (req.body instanceof Uint8Array) body = req.body as BodyInit;
  else if (req.body) {
    body = req.body.text;
    if (req.body.contentType) headers["content-type"] = req.body.contentType;
  }
  const res = await t.app.request(req.url, { method: req.method, headers, body });
  const text = await res.text();
  tally.sent += 1;
  tally.statuses.set(res.status, (tally.statuses.get(res.status) ?? 0) + 1);
  const sent = req.body instanceof Uint8Array ? `${req.body.length} bytes` : JSON.stringify(req.body ?? null);
  return {
    status: res.status,
    text,
    sent: `${req.method} ${req.url} ${JSON.stringify(req.headers ?? {})} ${sent.slice(0, 500)}`,
  };
}

/** A property's check: no 5xx, whatever was sent. */
export function no5xx(result: { status: number; text: string; sent: string }) {
  if (result.status >= 500)
    throw new Error(`answered ${result.status}: ${result.text.slice(0, 300)}\nto: ${result.sent}`);
  return true;
}
