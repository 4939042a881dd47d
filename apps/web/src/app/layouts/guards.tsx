import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { isAdminRole, type Role } from "@yq/form-schema/roles";
import { roleQuery, SessionCheckError, useSession } from "@/lib/session";
import { toastError, toastInfo } from "@/lib/toast";

/** The guard's toast for a session check that failed after its retries. */
function sessionFailureToast(error: unknown): [title: string, description: string] {
  if (error instanceof SessionCheckError && error.kind === "network") {
    return [
      "Session Error",
      "We could not reach the server to check your session. Check your connection and sign in again.",
    ];
  }
  return ["Authentication Error", "We could not verify your sign-in. Please sign in again."];
}

const ACCESS_DENIED = ["Access Denied", "Please sign in with an admin account to access this area"] as const;
export const SUPER_ADMIN_NEEDED = "You need super admin permissions to access this area";

const isAdminPath = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");

/**
 * Signed-in pages: a spinner while the session is checked, /auth without one. A check that keeps
 * failing says why (Session Error / Authentication Error); a session that a fresh check finds
 * gone (signed out elsewhere) says "Signed Out" and leaves for the landing page.
 */
export function RequireSession() {
  const { data, isPending, isError, error, isFetching } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  // Only a fetch that finds no session counts as lost: the app clears the session itself on
  // logout and on a 401, and says so its own way. (State from the previous render, React's
  // documented pattern for reacting to a change.)
  const [seen, setSeen] = useState({ signedIn: false, fetching: false });
  const [lost, setLost] = useState(false);
  if (seen.signedIn !== !!data || seen.fetching !== isFetching) {
    setSeen({ signedIn: !!data, fetching: isFetching });
    if (seen.signedIn && seen.fetching && !data && !isPending && !isError) setLost(true);
  }

  useEffect(() => {
    if (isError) toastError(...sessionFailureToast(error));
  }, [isError, error]);
  // A signed-out visit to the admin area says why before the sign-in page, as a signed-in owner's
  // does. Only a visit that arrives signed out: a session that ends here (a 401) has its own toast.
  const [everSignedIn, setEverSignedIn] = useState(false);
  if (data && !everSignedIn) setEverSignedIn(true);
  const signedOutAtAdmin = !isPending && !isError && !data && !lost && !everSignedIn && isAdminPath(location.pathname);
  useEffect(() => {
    if (signedOutAtAdmin) toastError(...ACCESS_DENIED);
  }, [signedOutAtAdmin]);
  useEffect(() => {
    if (!lost) return;
    toastInfo("Signed Out", "You have been signed out. Sign in again to continue.");
    navigate("/", { replace: true });
  }, [lost, navigate]);

  if (isPending) return <Spinner className="min-h-[50vh]" label="Checking your session" />;
  if (lost) return <Spinner className="min-h-[50vh]" label="Signing out" />;
  if (isError || !data) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

type RoleGateProps = {
  allows: (role: Role | undefined) => boolean;
  /** The toast that tells a refused role why. */
  refused: readonly [title: string, description: string];
  /** Where a refused role goes: /auth to sign in as someone else, or the dashboard. */
  refusedTo: "/auth" | "/dashboard";
};

/**
 * Pages for some roles only. The role is looked up on its own (no retry, kept 5 minutes); when
 * that fails the owner is told to sign in again and sent to the dashboard, which needs no role. An
 * allowed role that must use two-factor and has not set it up (ADMIN_TWO_FACTOR on the server)
 * sets it up first.
 */
function RoleGate({ allows, refused, refusedTo }: RoleGateProps) {
  const { data, isPending, isError } = useQuery(roleQuery);
  const location = useLocation();
  const denied = !isPending && !isError && !allows(data?.role);
  const mustEnrol = !isPending && !isError && !denied && data?.mustEnrolTwoFactor === true;
  useEffect(() => {
    if (denied) toastError(...refused);
  }, [denied, refused]);
  useEffect(() => {
    if (mustEnrol)
      toastInfo("Two-factor authentication required", "Set up two-factor authentication to open the admin area.");
  }, [mustEnrol]);
  useEffect(() => {
    if (isError) toastError("Error", "Failed to verify permissions. Please try logging out and back in.");
  }, [isError]);
  if (isPending) return <Spinner className="min-h-[50vh]" label="Checking your permissions" />;
  if (isError) return <Navigate to="/dashboard" replace />;
  if (denied)
    return <Navigate to={refusedTo} replace state={refusedTo === "/auth" ? { from: location.pathname } : undefined} />;
  if (mustEnrol) return <Navigate to="/profile" replace />;
  return <Outlet />;
}

const SUPER_ADMIN_REFUSED = ["Access Denied", SUPER_ADMIN_NEEDED] as const;
const isSuperAdmin = (role: Role | undefined) => role === "super_admin";

/** Admin pages: admin and super_admin only; anyone else gets Access Denied and /auth. */
export const RequireAdmin = () => <RoleGate allows={isAdminRole} refused={ACCESS_DENIED} refusedTo="/auth" />;

/**
 * Super admin pages (the audit log): any other role, an admin included, is sent to the
 * dashboard with the reason; a super admin without two-factor sets it up first, as for the admin area.
 */
export const RequireSuperAdmin = () => (
  <RoleGate allows={isSuperAdmin} refused={SUPER_ADMIN_REFUSED} refusedTo="/dashboard" />
);
