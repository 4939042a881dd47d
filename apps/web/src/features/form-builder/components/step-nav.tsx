import { ChevronLeft, ChevronRight, Loader2, Rocket, Save } from "lucide-react";
import type { FormStatus } from "@yq/form-schema/constants";
import { Button } from "@/components/ui/button";
import { LAST_STEP } from "../model/steps";

type Props = {
  step: number;
  saving: FormStatus | null;
  onBack: () => void;
  onNext: () => void;
  onSaveDraft: () => void;
  onPublish: () => void;
};

/** Back (off on the first step), Save Draft, and Next, which is Publish Form on the last step. */
export function StepNav({ step, saving, onBack, onNext, onSaveDraft, onPublish }: Props) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-4">
      <Button variant="outline" className="px-3 max-sm:[&_svg]:hidden sm:px-4" onClick={onBack} disabled={step === 0}>
        <ChevronLeft /> Back
      </Button>
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="secondary"
          className="px-3 max-sm:[&_svg]:hidden sm:px-4"
          onClick={onSaveDraft}
          disabled={saving !== null}
        >
          {saving === "draft" ? <Loader2 className="animate-spin" /> : <Save />}
          {saving === "draft" ? "Saving..." : "Save Draft"}
        </Button>
        {step < LAST_STEP ? (
          <Button className="px-3 max-sm:[&_svg]:hidden sm:px-4" onClick={onNext}>
            Next <ChevronRight />
          </Button>
        ) : (
          <Button className="px-3 max-sm:[&_svg]:hidden sm:px-4" onClick={onPublish} disabled={saving !== null}>
            {saving === "published" ? <Loader2 className="animate-spin" /> : <Rocket />}
            {saving === "published" ? "Publishing..." : "Publish Form"}
          </Button>
        )}
      </div>
    </div>
  );
}
