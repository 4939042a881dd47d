import { ROLES, type Role } from "@yq/form-schema/roles";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ApiError } from "@/lib/api-client";
import { toastError, toastSuccess } from "@/lib/toast";
import type { AdminUser } from "../api/admin-users";
import { useUpdateUserRole } from "../api/update-user-role";

export function RoleDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const [role, setRole] = useState<Role>("user");
  const update = useUpdateUserRole();
  useEffect(() => {
    if (user) setRole(user.role);
  }, [user]);

  async function save() {
    if (!user) return;
    try {
      await update.mutateAsync({ userId: user.id, role });
      toastSuccess("Success", "User role updated successfully");
      onClose();
    } catch (err) {
      // A refusal the admin can act on (the last super admin) is worth saying in full.
      const reason = err instanceof ApiError && err.status >= 400 && err.status < 500 ? ` ${err.message}` : "";
      toastError("Error", `Failed to update user role.${reason}`);
    }
  }

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Update User Role</DialogTitle>
          <DialogDescription>{user ? `Choose the role of ${user.fullName || user.email}.` : ""}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2">
          <Label htmlFor="role-select">Role</Label>
          <Select value={role} onValueChange={(v) => setRole(v as Role)}>
            <SelectTrigger id="role-select" aria-label="Role">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {ROLES.map((r) => (
                <SelectItem key={r} value={r}>
                  {r}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} disabled={update.isPending || role === user?.role}>
            {update.isPending ? "Updating..." : "Update Role"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
