import { toEditorModel, type EditorModel } from "@yq/form-schema/editor-model";
import { Eye } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { PlanNeededNotice } from "@/features/billing/components/plan-needed-notice";
import { Button } from "@/components/ui/button";
import { useAutosave } from "../hooks/use-autosave";
import { useEditorModel } from "../hooks/use-editor-model";
import { useFormCreation } from "../hooks/use-form-creation";
import { useSaveForm } from "../hooks/use-save-form";
import { builderSteps, LAST_STEP } from "../model/steps";
import { SaveStatus } from "./save-status";
import { StepNav } from "./step-nav";
import { StepPanel } from "./step-panel";
import { StepRail } from "./step-rail";
import { UnpublishedChangesBar } from "./unpublished-changes-bar";
import { FormToolsPanel } from "./tools/form-tools-panel";

// The preview (the public form's whole component) and the dialogs are chunks of their own: the
// builder's first paint is its first step (decision 123), and the preview renders after it.
const LivePreview = lazy(async () => ({ default: (await import("./live-preview")).LivePreview }));
const PublishedDialog = lazy(async () => ({ default: (await import("./published-dialog")).PublishedDialog }));
const QuickPreviewDialog = lazy(async () => ({ default: (await import("./quick-preview-dialog")).QuickPreviewDialog }));

/** Whether `open` has ever been true: a dialog is mounted from its first opening on (and closes animated). */
function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

type Props = { title: string; initial: EditorModel };

export function FormEditor({ title, initial }: Props) {
  const { model, modelRef, revision, change, replace } = useEditorModel(initial);
  const [step, setStep] = useState(0);
  const [toolsCollapsed, setToolsCollapsed] = useState(false);
  const [publishedOpen, setPublishedOpen] = useState(false);
  const [quickPreview, setQuickPreview] = useState(false);
  const id = model.basicInfo.id;
  const publishedMounted = useOpenedOnce(publishedOpen);
  const quickPreviewMounted = useOpenedOnce(quickPreview);
  // A new form is created as a draft by its first change or save, whichever comes first.
  const createOnce = useFormCreation(modelRef, replace);
  const autosave = useAutosave(id, revision, modelRef, createOnce);
  const { save, saving } = useSaveForm({
    modelRef,
    revision,
    replace,
    scheduler: autosave.scheduler,
    createOnce,
    onPublished: () => setPublishedOpen(true),
  });

  const goTo = (next: number) => {
    setStep(Math.max(0, Math.min(LAST_STEP, next)));
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <SaveStatus hasId={id !== null} status={autosave.status} problem={autosave.problem} />
        </div>
        {id && (
          <Button variant="outline" onClick={() => setQuickPreview(true)}>
            <Eye /> Quick Preview
          </Button>
        )}
      </div>
      <PlanNeededNotice />
      {id && (
        <UnpublishedChangesBar
          formId={id}
          publishing={saving === "published"}
          onPublish={() => void save("published")}
          onDiscarded={(detail) =>
            replace(() => toEditorModel({ ...detail.document, id: detail.id, status: detail.status }))
          }
        />
      )}
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
        <StepRail current={step} onSelect={goTo} formType={model.formType} />
        <div className="flex min-w-0 flex-1 flex-col gap-4 xl:flex-row xl:items-start">
          <section
            aria-labelledby="builder-step-title"
            className="@container flex min-w-0 flex-1 flex-col gap-6 rounded-lg border bg-background p-4 md:p-5"
          >
            <h2 id="builder-step-title" className="text-xl font-semibold">
              {step + 1}. {builderSteps(model.formType)[step]}
            </h2>
            <StepPanel step={step} model={model} change={change} />
            <StepNav
              step={step}
              saving={saving}
              onBack={() => goTo(step - 1)}
              onNext={() => goTo(step + 1)}
              onSaveDraft={() => void save("draft")}
              onPublish={() => void save("published")}
            />
          </section>
          <div
            className={
              toolsCollapsed
                ? "flex flex-col gap-4 xl:w-auto"
                : "flex flex-col gap-4 xl:sticky xl:top-20 xl:w-[300px] xl:shrink-0"
            }
          >
            <FormToolsPanel
              id={id}
              status={model.basicInfo.status}
              onQuickPreview={() => setQuickPreview(true)}
              collapsed={toolsCollapsed}
              onCollapsedChange={setToolsCollapsed}
            />
            {!toolsCollapsed && (
              <section aria-label="Live preview" className="flex flex-col gap-2">
                <h2 className="text-sm font-semibold text-muted-foreground">Live Preview</h2>
                <Suspense fallback={<div className="h-96 rounded-lg border bg-background" />}>
                  <LivePreview model={model} className="max-h-[70vh] overflow-auto rounded-lg border bg-background" />
                </Suspense>
              </section>
            )}
          </div>
        </div>
      </div>
      <Suspense fallback={null}>
        {id && publishedMounted && (
          <PublishedDialog
            formId={id}
            open={publishedOpen}
            onOpenChange={setPublishedOpen}
            onPreview={() => {
              setPublishedOpen(false);
              setQuickPreview(true);
            }}
          />
        )}
        {id && quickPreviewMounted && (
          <QuickPreviewDialog model={model} open={quickPreview} onOpenChange={setQuickPreview} />
        )}
      </Suspense>
    </div>
  );
}
