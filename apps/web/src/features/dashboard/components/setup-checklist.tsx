import type { DashboardStats } from "@yq/form-schema/dashboard";
import { SETUP_STEPS, type SetupStep } from "@yq/form-schema/setup-steps";
import { CheckCircle2, Circle } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { cn } from "@/lib/utils";

type Setup = DashboardStats["setup"];
type StepText = { text: string; action: string; href: string } | null;

const TITLES: Record<SetupStep, string> = {
  business: "Add your business details",
  build: "Build your quote form",
  live: "Go live",
  embed: "Embed it on your site",
  lead: "Get your first lead",
};

/** What each step asks and where it is done; null while its form does not exist yet. */
function stepText(step: SetupStep, { formId, needsPlan }: Setup): StepText {
  switch (step) {
    case "business":
      return {
        text: "Your company name and phone number, shown to the customers you quote.",
        action: "Open profile",
        href: "/profile",
      };
    case "build":
      return {
        text: "Set your services, yard sizes and prices, then save.",
        action: formId ? "Edit form" : "Create form",
        href: formId ? `/forms/${formId}/edit` : "/forms/new",
      };
    case "live":
      if (!formId) return null;
      return needsPlan
        ? {
            text: "Publish your form and choose a plan: until then visitors see “This form is not available”.",
            action: "Choose a plan",
            href: "/subscription",
          }
        : {
            text: "Publish your form so visitors can get a quote.",
            action: "Open builder",
            href: `/forms/${formId}/edit`,
          };
    case "embed":
      return formId
        ? {
            text: "Paste the code from the Embed Code tab into your website. This ticks when a visitor sees it there.",
            action: "Get embed code",
            href: `/forms/${formId}/details`,
          }
        : null;
    case "lead":
      return formId
        ? {
            text: "Each visitor who asks for a quote appears in your submissions.",
            action: "View submissions",
            href: `/forms/${formId}/submissions`,
          }
        : null;
  }
}

/** The first-run steps, ticked from the server's state; shown until all are done. */
export function SetupChecklist({ setup }: { setup: Setup }) {
  const doneCount = SETUP_STEPS.filter((step) => setup.done[step]).length;
  return (
    <Card>
      <CardHeader className="pb-2">
        <h2 className="text-lg font-semibold">Get your quote form live</h2>
        <p className="text-sm text-muted-foreground">
          {doneCount} of {SETUP_STEPS.length} steps done
        </p>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col divide-y">
          {SETUP_STEPS.map((step) => {
            const done = setup.done[step];
            const text = stepText(step, setup);
            return (
              <li key={step} className="flex items-start gap-3 py-3" data-step={step} data-done={done}>
                {done ? (
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-600" aria-label="Done" />
                ) : (
                  <Circle className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-label="To do" />
                )}
                <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                  <div className="min-w-0">
                    <p className={cn("font-medium", done && "text-muted-foreground line-through")}>{TITLES[step]}</p>
                    {!done && (
                      <p className="text-sm text-muted-foreground">{text?.text ?? "After you build your form."}</p>
                    )}
                  </div>
                  {!done && text && (
                    <Link
                      to={text.href}
                      className="shrink-0 text-sm font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {text.action}
                    </Link>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
