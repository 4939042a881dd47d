import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { authApi } from "./auth-api";
import { toastError, toastSuccess } from "./toast";

export function useLogout() {
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  async function logout() {
    setBusy(true);
    try {
      await authApi.logout();
      toastSuccess("Logged out successfully", "You have been signed out of your account.");
    } catch {
      toastError("Session Expired", "Your session has expired. Please sign in again if needed.");
    } finally {
      // Leave the protected page first, or its guard would send us to /auth instead of /.
      if (location.pathname !== "/") await navigate("/", { replace: true });
      queryClient.setQueryData(["session"], null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== "session" });
      setBusy(false);
    }
  }
  return { logout, busy };
}
