import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Logo } from "@/components/logo";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/session";

// Only a signed-in visitor sees the account menu (its dropdown library is most of the page's
// script otherwise): it loads when the session says so.
const UserMenu = lazy(async () => ({ default: (await import("@/components/user-menu")).UserMenu }));

/**
 * What the header offers: Sign In and Get Started, or the dashboard and the account menu. The
 * prerendered page has the signed-out links; for a signed-in visitor its entry renders this alone
 * into the nav (src/landing-nav-island.tsx).
 */
export function LandingNavLinks() {
  const { data } = useSession();
  return data ? (
    <>
      <Button asChild>
        <Link to="/dashboard">Dashboard</Link>
      </Button>
      <Suspense fallback={null}>
        <UserMenu withSubscription={false} />
      </Suspense>
    </>
  ) : (
    <>
      <Button asChild variant="ghost">
        <Link to="/auth">Sign In</Link>
      </Button>
      <Button asChild>
        <Link to="/auth?mode=signup">Get Started</Link>
      </Button>
    </>
  );
}

export function LandingNav() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 md:px-8">
        <Logo to="/" />
        <nav aria-label="Site" className="flex items-center gap-2" data-landing-nav>
          <LandingNavLinks />
        </nav>
      </div>
    </header>
  );
}
