import { z } from "zod";

/**
 * Every event the audit log records, one name each: admin actions, security
 * changes of an account, and what an owner did with their data. The two-factor names are written
 * by the two-factor routes through audit/audit.service.ts `recordAudit`.
 */
export const AUDIT_ACTIONS = [
  "role.changed",
  "media.deleted",
  "media.migrated",
  "two_factor.enabled",
  "two_factor.disabled",
  "two_factor.backup_codes_regenerated",
  "account.exported",
  "account.deleted",
  "lead.deleted",
  "lead.included_in_area",
  "charge.refunded",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditActionSchema = z.enum(AUDIT_ACTIONS, "Choose an action from the list.");

/** How the admin area's audit page names each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  "role.changed": "Role changed",
  "media.deleted": "Media deleted",
  "media.migrated": "Media migrated",
  "two_factor.enabled": "Two-factor enabled",
  "two_factor.disabled": "Two-factor disabled",
  "two_factor.backup_codes_regenerated": "Backup codes regenerated",
  "account.exported": "Data exported",
  "account.deleted": "Account deleted",
  "lead.deleted": "Lead deleted",
  "lead.included_in_area": "Lead included in service area",
  "charge.refunded": "Charge refunded",
};

/** One entry as the audit page gets it; actor and target are ids (or a deleted account's marker). */
export type AuditEntry = {
  id: string;
  action: AuditAction;
  actorId: string | null;
  actorEmail: string | null;
  targetId: string | null;
  details: Record<string, unknown>;
  address: string | null;
  createdAt: string;
};

export type AuditPage = { entries: AuditEntry[]; total: number; page: number; pageSize: number };
