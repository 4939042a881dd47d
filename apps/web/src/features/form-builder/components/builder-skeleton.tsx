import { Skeleton } from "@/components/ui/skeleton";

/** Shown while an existing form loads. */
export function BuilderSkeleton() {
  return (
    <div className="flex flex-col gap-6" role="status" aria-label="Loading form">
      <Skeleton className="h-9 w-48" />
      <div className="flex flex-col gap-6 lg:flex-row">
        <div className="flex gap-2 lg:w-48 lg:flex-col">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-28 lg:w-full" />
          ))}
        </div>
        <div className="flex flex-1 flex-col gap-4 rounded-lg border bg-background p-6">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      </div>
    </div>
  );
}
