import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import type { Role } from "@yq/form-schema/roles";
import { adminUsersQuery } from "./admin-users";

const updateUserRole = ({ userId, role }: { userId: string; role: Role }) =>
  unwrap(api.admin.users[":id"].role.$patch({ param: { id: userId }, json: { role } }));

export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminUsersQuery.queryKey });
      // The signed-in admin may have changed their own role.
      await queryClient.invalidateQueries({ queryKey: ["session"] });
    },
  });
}
