import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Logo } from "@/components/logo";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/session";

// Only a signed-in visitor sees the account menu (its dropdown library is most of the page's
// script otherwise): it loads when the session says so (decision 061).
const UserMenu = lazy(async () => ({ default: (await import("@/components/user-menu")).UserMenu }));

export function LandingNav() {
  const { data } = useSession();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 md:px-8">
        <Logo to="/" />
        <nav aria-label="Site" className="flex items-center gap-2">
          {data ? (
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
                <Link to="/auth">Get Started</Link>
              </Button>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
