import type { AuditAction } from "@yq/form-schema/audit";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Admin and security events (migration 0020). The ids are plain text, not foreign
 * keys: an entry outlives the account it names, and deleting an account rewrites its ids to an
 * anonymous marker (audit/audit.service.ts) rather than cascading the history away.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: text("actor_id"),
    action: text("action").$type<AuditAction>().notNull(),
    targetId: text("target_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    address: text("address"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("audit_log_action_created_idx").on(t.action, t.createdAt.desc(), t.id.desc()),
    index("audit_log_actor_idx").on(t.actorId),
    index("audit_log_target_idx").on(t.targetId),
  ],
);
