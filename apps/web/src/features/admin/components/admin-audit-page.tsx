import { wholeNumberText } from "@yq/form-schema/number-text";
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction, type AuditEntry } from "@yq/form-schema/audit";
import { format } from "date-fns";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useSearchParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { TableCell } from "@/components/ui/table";
import { CardOrTableList } from "@/components/card-or-table-list";
import { ApiError } from "@/lib/api-client";
import { useAuditLog } from "../api/audit-log";
import { PageHeader } from "@/components/page-header";

const ALL = "all";
const COLUMNS = ["When", "Action", "By", "Target", "Details", "Address"];

const readAction = (value: string | null): AuditAction | "" =>
  (AUDIT_ACTIONS as readonly string[]).includes(value ?? "") ? (value as AuditAction) : "";

/** The audit log of admin and security events: super admins only, newest first. */
export function AdminAuditPage() {
  const [params, setParams] = useSearchParams();
  const action = readAction(params.get("action"));
  const page = Math.max(1, Number(params.get("page")) || 1);
  const audit = useAuditLog(page, action);
  const data = audit.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const update = (changes: Record<string, string | null>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  const refused = audit.error instanceof ApiError && audit.error.status === 403;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Audit Log" description="Admin and security events of the last year, newest first">
        <Select value={action || ALL} onValueChange={(v) => update({ action: v === ALL ? null : v, page: null })}>
          <SelectTrigger className="sm:w-60" aria-label="Filter by action">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All actions</SelectItem>
            {AUDIT_ACTIONS.map((a) => (
              <SelectItem key={a} value={a}>
                {AUDIT_ACTION_LABELS[a]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </PageHeader>
      {audit.isError && (
        <Alert variant="destructive">
          {refused ? "Only a super admin can open the audit log." : "The audit log could not be loaded."}
        </Alert>
      )}
      <CardOrTableList
        label="Audit entries"
        columns={COLUMNS}
        rows={data?.entries}
        isPending={audit.isPending}
        emptyText="No entries"
        rowKey={(entry) => entry.id}
        card={(entry) => (
          <>
            <div className="flex items-start justify-between gap-2">
              <ActionBadge action={entry.action} />
              <span className="text-xs text-muted-foreground">{when(entry)}</span>
            </div>
            <dl className="grid grid-cols-[5rem_1fr] gap-1 text-sm">
              <dt className="text-muted-foreground">By</dt>
              <dd className="[overflow-wrap:anywhere]">{actor(entry)}</dd>
              <dt className="text-muted-foreground">Target</dt>
              <dd className="[overflow-wrap:anywhere]">{entry.targetId ?? "—"}</dd>
              <dt className="text-muted-foreground">Details</dt>
              <dd className="[overflow-wrap:anywhere]">{details(entry)}</dd>
              <dt className="text-muted-foreground">Address</dt>
              <dd>{entry.address ?? "—"}</dd>
            </dl>
          </>
        )}
        cells={(entry) => (
          <>
            <TableCell className="whitespace-nowrap">{when(entry)}</TableCell>
            <TableCell>
              <ActionBadge action={entry.action} />
            </TableCell>
            <TableCell className="max-w-48 [overflow-wrap:anywhere]">{actor(entry)}</TableCell>
            <TableCell className="max-w-48 font-mono text-xs [overflow-wrap:anywhere]">
              {entry.targetId ?? "—"}
            </TableCell>
            <TableCell className="max-w-64 text-xs [overflow-wrap:anywhere]">{details(entry)}</TableCell>
            <TableCell className="whitespace-nowrap text-xs">{entry.address ?? "—"}</TableCell>
          </>
        )}
      />
      {data && data.total > 0 && (
        <nav aria-label="Audit pages" className="flex items-center justify-between gap-3 text-sm">
          <p className="text-muted-foreground">
            {wholeNumberText(data.total)} {data.total === 1 ? "entry" : "entries"}
          </p>
          <div className="flex items-center gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={page <= 1}
              onClick={() => update({ page: page > 2 ? String(page - 1) : null })}
            >
              <ChevronLeft aria-hidden /> Previous
            </Button>
            <span className="px-1 text-muted-foreground">
              Page {page} of {pages}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= pages}
              onClick={() => update({ page: String(page + 1) })}
            >
              Next <ChevronRight aria-hidden />
            </Button>
          </div>
        </nav>
      )}
    </div>
  );
}

const when = (entry: AuditEntry) => format(new Date(entry.createdAt), "MMM d, yyyy h:mm a");

/** The actor's email while the account exists; its id or a deleted account's marker otherwise. */
const actor = (entry: AuditEntry) => entry.actorEmail ?? entry.actorId ?? "Operator (command line)";

const details = (entry: AuditEntry) => {
  const pairs = Object.entries(entry.details);
  return pairs.length ? pairs.map(([key, value]) => `${key}: ${JSON.stringify(value)}`).join(", ") : "—";
};

function ActionBadge({ action }: { action: AuditAction }) {
  const danger = action === "account.deleted" || action === "lead.deleted" || action === "media.deleted";
  return (
    <Badge variant={danger ? "destructive" : "secondary"} className="whitespace-nowrap">
      {AUDIT_ACTION_LABELS[action]}
    </Badge>
  );
}
