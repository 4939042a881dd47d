import { subscriptionStatusLabel } from "@yq/form-schema/subscription-status";
import { format } from "date-fns";
import { Pencil } from "lucide-react";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toastError } from "@/lib/toast";
import { useAdminUsers, type AdminUser } from "../api/admin-users";
import { AdminPageHeader } from "./admin-page-header";
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
      <AdminPageHeader title="User Management" description="Accounts, roles and subscriptions" />
      {isError && <Alert variant="destructive">The users could not be loaded. Reload the page to try again.</Alert>}
      {/* Phones get one card per user; the six-column table needs a wider screen. */}
      <ul className="flex flex-col gap-3 md:hidden" aria-label="Users">
        {isPending ? (
          <Skeleton className="h-28 w-full" />
        ) : !users?.length ? (
          <li className="rounded-lg border bg-card p-6 text-center text-muted-foreground">No users found</li>
        ) : (
          users.map((user) => (
            <li key={user.id} className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm">
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
            </li>
          ))
        )}
      </ul>
      <Card className="hidden md:block">
        <CardContent className="p-0">
          <Table aria-label="Users">
            <TableHeader>
              <TableRow>
                {COLUMNS.map((c) => (
                  <TableHead key={c}>{c}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {isPending ? (
                [0, 1, 2].map((i) => (
                  <TableRow key={i}>
                    <TableCell colSpan={COLUMNS.length}>
                      <Skeleton className="h-5 w-full" />
                    </TableCell>
                  </TableRow>
                ))
              ) : !users?.length ? (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length} className="py-10 text-center text-muted-foreground">
                    No users found
                  </TableCell>
                </TableRow>
              ) : (
                users.map((user) => (
                  <TableRow key={user.id}>
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
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
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
