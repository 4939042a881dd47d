import { MapPinOff } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { toastError, toastSuccess } from "@/lib/toast";
import { useIncludeInArea } from "../api/include-in-area";

// A lead whose address is outside its form's service area (docs/decisions/120): kept, marked,
// and includable by the owner.

export function OutsideAreaBadge({ outside }: { outside: boolean }) {
  if (!outside) return null;
  return (
    <Badge variant="warning" title="The address is outside this form's service area">
      Outside area
    </Badge>
  );
}

/** The detail's mark with its action: including the lead takes the mark off once the server agrees. */
export function OutsideAreaNotice({ formId, leadId, outside }: { formId: string; leadId: string; outside: boolean }) {
  const include = useIncludeInArea(formId, leadId);
  if (!outside || include.isSuccess) return null;
  async function run() {
    try {
      await include.mutateAsync();
    } catch (err) {
      toastError("The lead could not be included", errorMessage(err, "Try again."));
      return;
    }
    toastSuccess("Included in your service area", "The lead is no longer marked Outside area.");
  }
  return (
    <div className="flex flex-col gap-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-2">
        <MapPinOff className="mt-0.5 size-4 shrink-0" aria-hidden />
        <div className="flex flex-col gap-1">
          <div>
            <OutsideAreaBadge outside />
          </div>
          <p>This address is outside the form’s service area. Include it to quote and book this customer.</p>
        </div>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="shrink-0 bg-background"
        disabled={include.isPending}
        aria-busy={include.isPending || undefined}
        onClick={() => void run()}
      >
        {include.isPending ? "Including…" : "Include in service area"}
      </Button>
    </div>
  );
}
