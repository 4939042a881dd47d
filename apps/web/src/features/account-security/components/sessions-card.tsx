import { formatDistanceToNow } from "date-fns";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { toastError, toastSuccess } from "@/lib/toast";
import { useEndOtherSessions } from "../api/end-other-sessions";
import { useEndSession } from "../api/end-session";
import { useAccountSessions } from "../api/get-account-sessions";

/**
 * Where the account is signed in: each device in plain words, its address and when
 * it was last used, this one marked. Ending a session signs that device out at its next request.
 */
export function SessionsCard() {
  const { data, isPending, isError } = useAccountSessions();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const sessions = data?.sessions ?? [];
  const others = sessions.filter((s) => !s.current).length;

  async function end(id: string, device: string) {
    try {
      await endSession.mutateAsync(id);
      toastSuccess("Session ended", `${device} is signed out.`);
    } catch (err) {
      toastError("Error", errorMessage(err, "Could not end that session."));
    }
  }
  async function endAllOthers() {
    try {
      await endOthers.mutateAsync();
      toastSuccess("Signed out elsewhere", "Every other session of your account has ended.");
    } catch (err) {
      toastError("Error", errorMessage(err, "Could not end the other sessions."));
    }
  }

  return (
    <Card id="sessions">
      <CardHeader>
        <CardTitle>Where you're signed in</CardTitle>
        <CardDescription>Don't recognise one? End it, then change your password.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {isPending && <Spinner label="Loading your sessions" />}
        {isError && <p className="text-sm text-destructive">Your sessions could not be loaded.</p>}
        <ul className="flex flex-col divide-y rounded-md border" aria-label="Sessions">
          {sessions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="flex items-center gap-2 font-medium">
                  {s.device}
                  {s.current && <Badge variant="secondary">This device</Badge>}
                </p>
                <p className="text-sm text-muted-foreground">
                  {s.address ?? "Address unknown"} ·{" "}
                  {s.current ? "Active now" : `Last seen ${formatDistanceToNow(new Date(s.lastSeenAt))} ago`}
                </p>
              </div>
              {!s.current && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => end(s.id, s.device)}
                  disabled={endSession.isPending}
                  aria-label={`End session: ${s.device}, ${s.address ?? "address unknown"}`}
                >
                  End
                </Button>
              )}
            </li>
          ))}
        </ul>
        <div>
          <Button variant="outline" onClick={endAllOthers} disabled={others === 0 || endOthers.isPending}>
            {endOthers.isPending ? "Signing out..." : "Sign out of all other sessions"}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
