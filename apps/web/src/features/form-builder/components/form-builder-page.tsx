import type { FormType } from "@yq/form-schema/constants";
import { newEditorModel, toEditorModel } from "@yq/form-schema/editor-model";
import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ApiError } from "@/lib/api-client";
import { useDeferredData } from "@/lib/use-deferred-data";
import { useForm, type FormDetail } from "@/features/forms/api/get-form";
import { formTypeOfSearch } from "../model/new-form-type";
import { BuilderSkeleton } from "./builder-skeleton";
import { FormEditor } from "./form-editor";

/** /forms/new builds a new form (?type= its type); /forms/:id and /forms/:id/edit edit a saved one. */
export function FormBuilderPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  if (!id) return <NewForm key={formTypeOfSearch(search)} formType={formTypeOfSearch(search)} />;
  return <EditExistingForm key={id} id={id} />;
}

function NewForm({ formType }: { formType: FormType }) {
  // Built once, like a loaded form: the owner's edits must not be reset by a render.
  const [initial] = useState(() => newEditorModel(formType));
  return <FormEditor title="Form Builder" initial={initial} />;
}

function EditExistingForm({ id }: { id: string }) {
  const form = useForm(id);
  const loaded = useDeferredData(form.data, form.isPending);
  if (loaded.isPending) return <BuilderSkeleton />;
  if (form.isError) {
    const missing = form.error instanceof ApiError && form.error.status === 404;
    return (
      <Card className="mx-auto max-w-lg">
        <CardHeader>
          <CardTitle>{missing ? "Form not found" : "Failed to load form"}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4 text-sm text-muted-foreground">
          <p>{missing ? "The requested form could not be found." : form.error.message}</p>
          <div className="flex gap-2">
            {!missing && <Button onClick={() => void form.refetch()}>Try Again</Button>}
            <Button variant="outline" asChild>
              <Link to="/forms">Back to Forms</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    );
  }
  if (!loaded.data) return <BuilderSkeleton />;
  return <LoadedEditor form={loaded.data} />;
}

function LoadedEditor({ form }: { form: FormDetail }) {
  // Built once: later cache updates (our own saves) must not reset what the owner is typing.
  const [initial] = useState(() => toEditorModel({ ...form.document, id: form.id, status: form.status }));
  return <FormEditor title="Edit Form" initial={initial} />;
}
