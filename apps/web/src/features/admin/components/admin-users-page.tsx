import { subscriptionStatusLabel } from "@yq/form-schema/subscription-status";
import { format } from "date-fns";
import { Pencil } from "lucide-react";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TableCell } from "@/components/ui/table";
import { CardOrTableList } from "@/components/card-or-table-list";
import { toastError } from "@/lib/toast";
import { useAdminUsers, type AdminUser } from "../api/admin-users";
import { PageHeader } from "@/components/page-header";
import { RoleDialog } from "./role-dialog";

const COLUMNS = ["Name", "Company", "Role", "Status", "Last Login", "Subscription"];

export function AdminUsersPage() {
  const { data: users, isPending, isError } = useAdminUsers();
  const [editing, setEditing] = useState<AdminUser | null>(null);
  useEffect(() => {
    if (isError) toastError("Error", "Failed to load users");
  }, [isError]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="User Management" description="Accounts, roles and subscriptions" />
      {isError && <Alert variant="destructive">The users could not be loaded. Reload the page to try again.</Alert>}
      <CardOrTableList
        label="Users"
        columns={COLUMNS}
        rows={users}
        isPending={isPending}
        emptyText="No users found"
        rowKey={(user) => user.id}
        card={(user) => (
          <>
            <div className="flex items-start justify-between gap-2">
              <UserName user={user} />
              <StatusBadge status={user.status} />
            </div>
            <dl className="grid grid-cols-[7rem_1fr] gap-1 text-sm">
              <dt className="text-muted-foreground">Company</dt>
              <dd>{user.companyName || "—"}</dd>
              <dt className="text-muted-foreground">Last Login</dt>
              <dd>{lastLogin(user)}</dd>
              <dt className="text-muted-foreground">Subscription</dt>
              <dd>{subscription(user)}</dd>
            </dl>
            <RoleButton user={user} onClick={() => setEditing(user)} />
          </>
        )}
        cells={(user) => (
          <>
            <TableCell>
              <UserName user={user} />
            </TableCell>
            <TableCell>{user.companyName || "—"}</TableCell>
            <TableCell>
              <RoleButton user={user} onClick={() => setEditing(user)} />
            </TableCell>
            <TableCell>
              <StatusBadge status={user.status} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{lastLogin(user)}</TableCell>
            <TableCell>{subscription(user)}</TableCell>
          </>
        )}
      />
      <RoleDialog user={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

const lastLogin = (user: AdminUser) =>
  user.lastLoginAt ? format(new Date(user.lastLoginAt), "MMM d, yyyy h:mm a") : "Never";
const subscription = (user: AdminUser) =>
  user.subscriptionStatus ? subscriptionStatusLabel(user.subscriptionStatus) : "None";

function UserName({ user }: { user: AdminUser }) {
  return (
    <div className="min-w-0">
      <div className="font-medium">{user.fullName || "—"}</div>
      <div className="break-all text-xs text-muted-foreground">{user.email}</div>
    </div>
  );
}

function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={status === "active" ? "success" : "secondary"}>{status === "active" ? "active" : "inactive"}</Badge>
  );
}

function RoleButton({ user, onClick }: { user: AdminUser; onClick: () => void }) {
  return (
    <Button
      variant="outline"
      size="sm"
      className="w-fit"
      onClick={onClick}
      aria-label={`Change role of ${user.fullName || user.email} (${user.role})`}
    >
      {user.role} <Pencil aria-hidden />
    </Button>
  );
}
