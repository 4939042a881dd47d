import { AlertCircle, Info, Plus } from "lucide-react";
import { PlanNeededNotice } from "@/features/billing/components/plan-needed-notice";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useDeferredData } from "@/lib/use-deferred-data";
import { useForms } from "../api/list-forms";
import { useNewFormAction } from "../hooks/use-new-form-action";
import { FormCard } from "./form-card";
import { FormsEmptyState } from "./forms-empty-state";
import { FormsSkeleton } from "./forms-skeleton";
import { NewFormDialog } from "./new-form-dialog";

export const MOWING_LIMIT_ALERT =
  "You have reached the limit of one mowing quote form per account. Edit your existing form to make changes.";

export function FormsPage() {
  const query = useForms();
  const { data: forms, isPending } = useDeferredData(query.data, query.isPending);
  const { isError, error, refetch, isFetching } = query;
  const { startNewForm, choosing, setChoosing, choose, limitReached } = useNewFormAction(forms);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">My Forms</h1>
          <p className="text-muted-foreground">Create and manage your lawn care service forms</p>
        </div>
        <Button onClick={startNewForm} className="self-start sm:self-auto">
          <Plus aria-hidden />
          New Form
        </Button>
      </div>

      <PlanNeededNotice />
      {limitReached ? (
        <Alert>
          <Info aria-hidden />
          <p>{MOWING_LIMIT_ALERT}</p>
        </Alert>
      ) : null}

      {isPending ? (
        <FormsSkeleton />
      ) : isError ? (
        <Alert variant="destructive" className="items-center">
          <AlertCircle aria-hidden />
          <p className="flex-1">Failed to load your forms: {error.message}</p>
          <Button variant="outline" size="sm" onClick={() => refetch()} disabled={isFetching}>
            {isFetching ? "Retrying..." : "Try again"}
          </Button>
        </Alert>
      ) : !forms?.length ? (
        <FormsEmptyState onCreate={startNewForm} />
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
          {forms.map((form) => (
            <li key={form.id} className="min-w-0">
              <FormCard form={form} />
            </li>
          ))}
        </ul>
      )}
      <NewFormDialog open={choosing} onOpenChange={setChoosing} onChoose={choose} mowingTaken={limitReached} />
    </div>
  );
}
