import { Link } from "react-router";
import { Logo } from "@/components/logo";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/session";

export function LandingPage() {
  const { data } = useSession();
  return (
    <div className="min-h-screen bg-background">
      <header className="flex h-16 items-center justify-between border-b px-4 md:px-8">
        <Logo to="/" />
        <nav className="flex items-center gap-2">
          {data ? (
            <Button asChild>
              <Link to="/dashboard">Dashboard</Link>
            </Button>
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
      </header>
      <main className="mx-auto max-w-3xl px-4 py-20 text-center">
        <h1 className="text-4xl font-bold tracking-tight md:text-5xl">Instant quotes for lawn care, landscaping and snow removal</h1>
        <p className="mt-6 text-lg text-muted-foreground">
          Build instant-quote forms with dynamic pricing by yard size and conditional logic, and embed them on your own website.
        </p>
      </main>
    </div>
  );
}
