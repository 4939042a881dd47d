import type { Context } from "hono";
import type { AuditAction } from "@yq/form-schema/audit";
import type { AppEnv } from "../app-env";
import { auditBy, recordAudit } from "../audit/audit.service";

/**
 * The two-factor changes the audit log records, by the route that made them and
 * its answer. A first right code of a signed-in account without two-factor is the setup finished;
 * the same route without a session is a sign-in, which is not an account change.
 */
export async function auditTwoFactor(c: Context<AppEnv>, path: string, response: Response) {
  const user = c.get("user");
  if (!response.ok || !user) return;
  let action: AuditAction | null = null;
  if (path === "/api/auth/two-factor/verify-totp" && !user.twoFactorEnabled) action = "two_factor.enabled";
  if (path === "/api/auth/two-factor/disable") action = "two_factor.disabled";
  if (path === "/api/auth/two-factor/generate-backup-codes") action = "two_factor.backup_codes_regenerated";
  if (action) await recordAudit(c.get("deps").db, { ...auditBy(c), action, targetId: user.id });
}
