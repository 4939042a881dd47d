import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { useAvailability } from "../api/get-availability";
import { todayIn } from "../hooks/use-schedule-week";
import { AffectedVisitsCard } from "./affected-visits-card";
import { AvailabilityForm } from "./availability-form";
import { CalendarFeedCard } from "./calendar-feed-card";

/** /schedule/availability: when the business can come, which the customers' calendar offers. */
export function AvailabilityPage() {
  const query = useAvailability();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to="/schedule">
            <ArrowLeft aria-hidden />
            Schedule
          </Link>
        </Button>
      </div>
      <PageHeader
        title="When you can come"
        description="The days and how many visits a day customers can book after accepting a quote."
      />
      {query.isPending ? (
        <div role="status" aria-label="Loading your availability" className="flex flex-col gap-6">
          <Skeleton className="h-24" />
          <Skeleton className="h-64" />
          <Skeleton className="h-80" />
        </div>
      ) : query.isError ? (
        <Alert variant="destructive" className="flex-col">
          <p className="font-medium">Your availability could not be loaded.</p>
          <p>{errorMessage(query.error, "Please try again.")}</p>
          <div>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
              {query.isFetching ? "Retrying…" : "Try again"}
            </Button>
          </div>
        </Alert>
      ) : (
        <>
          <AffectedVisitsCard affected={query.data.affected} today={todayIn(query.data.timeZone)} />
          <AvailabilityForm view={query.data} />
        </>
      )}
      <CalendarFeedCard />
    </div>
  );
}
