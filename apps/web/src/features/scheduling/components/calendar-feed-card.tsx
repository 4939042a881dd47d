import { Copy } from "lucide-react";
import { useState } from "react";
import { ConfirmationDialog } from "@/components/confirmation-dialog";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { toastError } from "@/lib/toast";
import { useCopyToClipboard } from "@/lib/use-copy-to-clipboard";
import { useCalendarFeed, useRenewCalendarFeed } from "../api/calendar-feed";

const COPIED = { title: "Copied", description: "The calendar address is on your clipboard." };

/**
 * The owner's calendar feed: a secret address their calendar app subscribes to. The server keeps
 * only its hash, so the address is shown right after it is made and never again.
 */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const { copy } = useCopyToClipboard();
  const [shown, setShown] = useState<string | null>(null);

  async function make(): Promise<boolean> {
    try {
      setShown((await renew.mutateAsync()).url);
      return true;
    } catch (err) {
      toastError("The address was not made", errorMessage(err, "Please try again."));
      return false;
    }
  }

  const made = Boolean(feed.data?.madeAt) || shown !== null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Calendar feed</CardTitle>
        <CardDescription>
          Subscribe to this address in Google Calendar, Outlook or Apple Calendar to see every booked visit.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {feed.isPending ? (
          <Skeleton className="h-9 w-48" />
        ) : feed.isError ? (
          <Alert variant="destructive">{errorMessage(feed.error, "The calendar feed could not be loaded.")}</Alert>
        ) : null}
        {shown && (
          <div className="flex flex-col gap-2">
            <Label htmlFor="calendar-feed-url">Your calendar address</Label>
            <div className="flex gap-2">
              <Input id="calendar-feed-url" readOnly value={shown} onFocus={(e) => e.currentTarget.select()} />
              <Button type="button" variant="outline" onClick={() => void copy("feed", shown, COPIED)}>
                <Copy className="size-4" aria-hidden /> Copy
              </Button>
            </div>
            <p className="text-sm text-muted-foreground">Copy it now: it is shown once.</p>
          </div>
        )}
        {!made && feed.isSuccess && (
          <div>
            <Button type="button" onClick={() => void make()} disabled={renew.isPending}>
              {renew.isPending ? "Creating…" : "Create feed address"}
            </Button>
          </div>
        )}
        {made && (
          <div className="flex flex-col gap-2">
            {!shown && (
              <p className="text-sm text-muted-foreground">
                Your calendar address was made; for your security it is shown only once. Lost it? Make a new one.
              </p>
            )}
            <div>
              <ConfirmationDialog
                trigger={
                  <Button type="button" variant="outline">
                    Make a new address
                  </Button>
                }
                title="Make a new calendar address?"
                description="The old address stops working: calendars subscribed to it stop showing your visits until you subscribe to the new one."
                confirmLabel="Make a new address"
                pendingLabel="Making…"
                onConfirm={make}
              />
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
