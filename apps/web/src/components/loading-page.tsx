import type { ComponentProps, ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

/**
 * A signed-in screen as it shows before the app has started (decision 123): its heading, a
 * sentence saying what the screen holds, and placeholders where its content will be. Prerendered
 * at build (src/prerender.tsx), so it paints from the page's HTML.
 *
 * The sentence is the largest text of the first paint on a phone, and Lighthouse takes the largest
 * text or image painted as the page's main content: it is written long enough (about four lines
 * at 380 px) that nothing the screen paints later is larger, or the largest paint would move back
 * behind the app and its data (as decision 098 found for the dashboard's introduction).
 *
 * It holds no working control: the screen's buttons start with the app, so they are drawn as
 * disabled ones (a click waits rather than being lost). Links are real links.
 */
export function LoadingPage({
  title,
  intro,
  label,
  back,
  actions,
  className,
  children,
}: {
  title: string;
  intro: string;
  /** The placeholder's name for a screen reader ("Loading leads"). */
  label: string;
  back?: { href: string; text: string };
  actions?: string[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex flex-col gap-6", className)}>
      <div className="flex flex-col gap-3">
        {back && (
          <a href={back.href} className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground">
            <span aria-hidden>←</span> {back.text}
          </a>
        )}
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <h1 className="break-words text-3xl font-bold tracking-tight">{title}</h1>
            <p className="mt-1 text-muted-foreground">{intro}</p>
          </div>
          {actions && (
            <div className="flex flex-wrap gap-2">
              {actions.map((action) => (
                <PlaceholderButton key={action}>{action}</PlaceholderButton>
              ))}
            </div>
          )}
        </div>
      </div>
      {/* A screen's height: the footer stays below the fold until the content replaces it. */}
      <div role="status" aria-label={label} className="flex min-h-screen flex-col gap-4">
        {children}
      </div>
    </div>
  );
}

/** A button of the screen, shown disabled until the app has started. */
function PlaceholderButton({ children }: { children: ReactNode }) {
  return (
    <button
      type="button"
      disabled
      className="inline-flex h-10 items-center justify-center rounded-md border px-4 text-sm font-medium opacity-60"
    >
      {children}
    </button>
  );
}

/** Placeholder rows of a list or table. */
export function SkeletonRows({ count, className = "h-12" }: { count: number; className?: string }) {
  return (
    <div className="flex flex-col gap-2">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={className} />
      ))}
    </div>
  );
}

/** A placeholder card: a title bar and a few lines. */
export function SkeletonCard({ lines = 3, className, ...props }: { lines?: number } & ComponentProps<"div">) {
  return (
    <div className={cn("flex flex-col gap-3 rounded-lg border bg-card p-6 shadow-sm", className)} {...props}>
      <Skeleton className="h-6 w-1/2" />
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={i === lines - 1 ? "h-4 w-2/3" : "h-4 w-full"} />
      ))}
    </div>
  );
}
