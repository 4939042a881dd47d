import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { SESSION_EXPIRED_EVENT } from "@/lib/api-client";
import { toastError } from "@/lib/toast";

/** Any 401 from the API: one "Session Expired" toast, then the sign-in page. */
export function SessionExpiredListener() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    let shown = false;
    const onExpired = () => {
      if (shown || location.pathname === "/auth") return;
      shown = true;
      toastError("Session Expired", "Please sign in again to continue.");
      queryClient.setQueryData(["session"], null);
      navigate("/auth", { replace: true, state: { from: location.pathname } });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [navigate, location.pathname, queryClient]);
  return null;
}
