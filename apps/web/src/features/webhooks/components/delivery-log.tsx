import { formatDistanceToNowStrict } from "date-fns";
import { Badge } from "@/components/ui/badge";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useDeliveries } from "../api/get-deliveries";

const time = new Intl.DateTimeFormat(undefined, {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  second: "2-digit",
});

/** The endpoint's latest attempts: when, what, how it answered, how long it took, what comes next. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const { data, isPending, isError } = useDeliveries(endpointId);
  if (isPending) return <Spinner />;
  if (isError)
    return <p className="text-sm text-red-700">The delivery log could not be loaded. It retries on its own.</p>;
  if (data.length === 0)
    return <p className="text-sm text-muted-foreground">Nothing sent yet. Use Send test event to try it.</p>;
  return (
    <div className="overflow-x-auto">
      <Table aria-label="Delivery log">
        <TableHeader>
          <TableRow>
            <TableHead>Time</TableHead>
            <TableHead>Event</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Duration</TableHead>
            <TableHead>Next retry</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.map((d) => (
            <TableRow key={d.id}>
              <TableCell className="whitespace-nowrap">{time.format(new Date(d.createdAt))}</TableCell>
              <TableCell>
                <code className="text-xs">{d.eventType}</code>
                {d.attempt > 1 && <span className="ml-1 text-xs text-muted-foreground">attempt {d.attempt}</span>}
              </TableCell>
              <TableCell>
                {d.error ? (
                  <Badge variant="destructive" title={d.error}>
                    {d.statusCode ?? "Failed"}
                  </Badge>
                ) : (
                  <Badge variant="success">{d.statusCode}</Badge>
                )}
                {d.error && <p className="mt-1 max-w-64 text-xs text-muted-foreground">{d.error}</p>}
              </TableCell>
              <TableCell className="whitespace-nowrap">{d.durationMs} ms</TableCell>
              <TableCell className="whitespace-nowrap">
                {d.nextRetryAt
                  ? `in ${formatDistanceToNowStrict(new Date(d.nextRetryAt))}`
                  : d.gaveUp && d.error
                    ? "Gave up"
                    : "–"}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
