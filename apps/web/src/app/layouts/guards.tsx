import { useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { isAdmin, useSession } from "@/lib/session";
import { toastError } from "@/lib/toast";

/** Signed-in pages: a spinner while the session is checked, /auth without one. */
export function RequireSession() {
  const { data, isPending, isError } = useSession();
  const location = useLocation();
  if (isPending) return <Spinner className="min-h-[50vh]" label="Checking your session" />;
  if (isError || !data) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Admin pages: admin and super_admin only; anyone else gets Access Denied and /auth. */
export function RequireAdmin() {
  const { data, isPending, isError } = useSession();
  const location = useLocation();
  const denied = !isPending && !isError && !isAdmin(data?.role);
  useEffect(() => {
    if (denied) toastError("Access Denied", "Please sign in with an admin account to access this area");
  }, [denied]);
  useEffect(() => {
    if (isError) toastError("Error", "Failed to verify permissions. Please try logging out and back in.");
  }, [isError]);
  if (isPending) return <Spinner className="min-h-[50vh]" label="Checking your permissions" />;
  if (isError || denied) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
