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
const SUBSCRIPTION_LABELS: Record<string, string> = { trialing: "Trial", active: "Active", past_due: "Past due", canceled: "Canceled" };

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
      <Card>
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
                      <div className="font-medium">{user.fullName || "—"}</div>
                      <div className="text-xs text-muted-foreground">{user.email}</div>
                    </TableCell>
                    <TableCell>{user.companyName || "—"}</TableCell>
                    <TableCell>
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => setEditing(user)}
                        aria-label={`Change role of ${user.fullName || user.email} (${user.role})`}
                      >
                        {user.role} <Pencil aria-hidden />
                      </Button>
                    </TableCell>
                    <TableCell>
                      <Badge variant={user.status === "active" ? "success" : "secondary"}>{user.status === "active" ? "active" : "inactive"}</Badge>
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      {user.lastLoginAt ? format(new Date(user.lastLoginAt), "MMM d, yyyy h:mm a") : "Never"}
                    </TableCell>
                    <TableCell>{user.subscriptionStatus ? (SUBSCRIPTION_LABELS[user.subscriptionStatus] ?? user.subscriptionStatus) : "None"}</TableCell>
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
