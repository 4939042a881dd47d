import { createHash, randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import type { Db } from "../db/client";
import { smsSettings } from "../db/schema/sms";
import { HttpError } from "../lib/http-error";
import { enqueueSms } from "./enqueue-sms";
import { countCodeSent, countCodeTried } from "./sms-limits";
import { smsUnavailableReason, toE164 } from "./sms-client";

const CODE_MINUTES = 10;
// Tries of one code; how many codes an account or a number gets is in sms-limits.ts.
const MAX_TRIES = 5;
const hash = (code: string) => createHash("sha256").update(code).digest("hex");

export async function getSmsSettings(deps: AppDeps, userId: string) {
  const [row] = await deps.db.select().from(smsSettings).where(eq(smsSettings.userId, userId));
  const reason = smsUnavailableReason(deps.env);
  return {
    available: reason === null,
    unavailableReason: reason,
    phone: row?.phone ?? null,
    verified: !!row?.verifiedAt,
    alertsEnabled: row?.alertsEnabled ?? true,
    customerConfirmation: row?.customerConfirmation ?? false,
  };
}

/** Texts a 6-digit code to the number; the number is used only once the code comes back. */
export async function sendCode(deps: AppDeps, userId: string, phoneInput: string) {
  const reason = smsUnavailableReason(deps.env);
  if (reason) throw new HttpError(409, reason);
  const phone = toE164(phoneInput);
  if (!phone)
    throw new HttpError(400, "Enter a mobile number with its area code, like (555) 123-4567, or +44 7700 900123.");
  await countCodeSent(deps.db, userId, phone);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await deps.db.transaction(async (tx) => {
    const values = {
      phone,
      verifiedAt: null,
      codeHash: hash(code),
      codeExpiresAt: sql`now() + make_interval(mins => ${CODE_MINUTES})`,
      codeAttempts: 0,
      updatedAt: sql`now()`,
    };
    await tx
      .insert(smsSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: smsSettings.userId, set: values });
    await enqueueSms(tx as unknown as Db, {
      dedupeKey: `sms-code:${userId}:${hash(`${code}:${Date.now()}`)}`,
      to: phone,
      text: `Your YardQuote code is ${code}. It expires in ${CODE_MINUTES} minutes.`,
    });
  });
  return getSmsSettings(deps, userId);
}

export async function verifyCode(deps: AppDeps, userId: string, code: string) {
  const [row] = await deps.db.select().from(smsSettings).where(eq(smsSettings.userId, userId));
  if (!row?.codeHash || !row.codeExpiresAt || row.codeExpiresAt < new Date()) {
    throw new HttpError(400, "The code has expired. Ask for a new code.");
  }
  await countCodeTried(deps.db, userId, row.phone);
  if (row.codeAttempts >= MAX_TRIES) throw new HttpError(400, "Too many wrong codes. Ask for a new code.");
  if (hash(code.trim()) !== row.codeHash) {
    await deps.db
      .update(smsSettings)
      .set({ codeAttempts: sql`${smsSettings.codeAttempts} + 1` })
      .where(eq(smsSettings.userId, userId));
    throw new HttpError(400, "That code is not right. Check the text message and try again.");
  }
  await deps.db
    .update(smsSettings)
    .set({ verifiedAt: sql`now()`, codeHash: null, codeExpiresAt: null, updatedAt: sql`now()` })
    .where(eq(smsSettings.userId, userId));
  return getSmsSettings(deps, userId);
}

export async function updateSmsOptions(
  deps: AppDeps,
  userId: string,
  options: { alertsEnabled?: boolean; customerConfirmation?: boolean },
) {
  const updated = await deps.db
    .update(smsSettings)
    .set({ ...options, updatedAt: sql`now()` })
    .where(eq(smsSettings.userId, userId))
    .returning();
  if (updated.length === 0) throw new HttpError(409, "Add and verify your mobile number first.");
  return getSmsSettings(deps, userId);
}

export async function removeSms(deps: AppDeps, userId: string) {
  await deps.db.delete(smsSettings).where(eq(smsSettings.userId, userId));
  return getSmsSettings(deps, userId);
}
