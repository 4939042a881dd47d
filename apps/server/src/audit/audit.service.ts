import { createHmac } from "node:crypto";
import type { AuditAction, AuditEntry, AuditPage } from "@yq/form-schema/audit";
import { count, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema/audit";
import { users } from "../db/schema/auth";
import { visitorAddress } from "../lib/client-ip";

/** The database or a transaction on it: an event is written in the transaction of what it records. */
type Queryable = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Who did it and from where. A null actor is the operator's command line (npm run cli). */
export type AuditBy = { actorId: string | null; address: string | null };

export const BY_OPERATOR: AuditBy = { actorId: null, address: null };

export type AuditEvent = AuditBy & {
  action: AuditAction;
  /** The account, lead, media file... the action was done to. */
  targetId?: string | null;
  /** What an admin reading the log needs to understand it; never secrets, never a deleted owner's data. */
  details?: Record<string, unknown>;
};

/** The signed-in person and their address (as the rate limits count it, lib/client-ip.ts). */
export const auditBy = (c: Context<AppEnv>): AuditBy => ({
  actorId: c.get("user")?.id ?? null,
  address: visitorAddress(c),
});

/**
 * Writes one audit entry. Pass the transaction of the change it records when there is one, so
 * the change and its entry are stored together or not at all. The two-factor routes call this
 * with the "two_factor.*" actions of form-schema/audit.ts.
 */
export async function recordAudit(db: Queryable, event: AuditEvent): Promise<void> {
  await db.insert(auditLog).values({
    actorId: event.actorId,
    action: event.action,
    targetId: event.targetId ?? null,
    details: event.details ?? {},
    address: event.address,
  });
}

/** Entries are kept one year, then pruned with the rate-limit counters. */
export const AUDIT_RETENTION_DAYS = 365;

/** Deletes entries older than the retention, in batches; answers how many went. */
export async function pruneAuditLog(db: Db, batchSize = 5000): Promise<number> {
  const expired = db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(lt(auditLog.createdAt, sql`now() - make_interval(days => ${AUDIT_RETENTION_DAYS}::int)`))
    .limit(batchSize);
  let removed = 0;
  for (;;) {
    const rows = await db.delete(auditLog).where(inArray(auditLog.id, expired)).returning({ id: auditLog.id });
    removed += rows.length;
    if (rows.length < batchSize) return removed;
  }
}

/**
 * What a deleted account is called from then on: a keyed hash of its email. With the server's
 * secret an operator asked "was the account of this address deleted?" can check; without it the
 * marker names nobody (a plain hash of an email is undone by hashing a list of addresses).
 */
export function deletedAccountMarker(secret: string, email: string): string {
  return `deleted:${createHmac("sha256", secret).update(email.trim().toLowerCase()).digest("hex").slice(0, 24)}`;
}

/**
 * Rewrites the earlier entries of a deleted account: its id becomes the marker wherever it acted
 * or was acted on, and the addresses it acted from are dropped. The history stays readable (a
 * role was changed, media removed) and stays linked to the deletion entry through the marker.
 */
export async function anonymiseAuditOf(db: Queryable, userId: string, marker: string): Promise<void> {
  await db.update(auditLog).set({ actorId: marker, address: null }).where(eq(auditLog.actorId, userId));
  await db.update(auditLog).set({ targetId: marker }).where(eq(auditLog.targetId, userId));
}

export type AuditQuery = { page: number; pageSize: number; action?: AuditAction };

/** A page of entries, newest first, with the actor's current email where the account still exists. */
export async function listAudit(db: Db, { page, pageSize, action }: AuditQuery): Promise<AuditPage> {
  const where = action ? eq(auditLog.action, action) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ entry: auditLog, actorEmail: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const entries: AuditEntry[] = rows.map(({ entry, actorEmail }) => ({
    id: entry.id,
    action: entry.action,
    actorId: entry.actorId,
    actorEmail: actorEmail ?? null,
    targetId: entry.targetId,
    details: entry.details,
    address: entry.address,
    createdAt: entry.createdAt.toISOString(),
  }));
  return { entries, total, page, pageSize };
}

/** Entries naming an account as actor or target: what the account's export lists of its own. */
export async function auditOf(db: Db, userId: string) {
  return db
    .select({
      action: auditLog.action,
      targetId: auditLog.targetId,
      details: auditLog.details,
      address: auditLog.address,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(or(eq(auditLog.actorId, userId), eq(auditLog.targetId, userId)))
    .orderBy(desc(auditLog.createdAt));
}
