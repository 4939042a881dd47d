import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AuditAction, AuditPage } from "@yq/form-schema/audit";
import { api, unwrap } from "@/lib/api-client";

const AUDIT_PAGE_SIZE = 25;

/** One page of the audit log, newest first, optionally one action (GET /api/admin/audit, super admins). */
const fetchAudit = (page: number, action: AuditAction | ""): Promise<AuditPage> =>
  unwrap(api.admin.audit.$get({ query: { page: String(page), pageSize: String(AUDIT_PAGE_SIZE), action } }));

export const useAuditLog = (page: number, action: AuditAction | "") =>
  useQuery({
    queryKey: ["admin", "audit", page, action] as const,
    queryFn: () => fetchAudit(page, action),
    placeholderData: keepPreviousData,
  });
