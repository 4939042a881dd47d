import { serviceFieldProblems } from "@yq/form-schema/listed-service-problems";
import type { ListedService, SnowPricing } from "@yq/form-schema/pricing/listed-services";
import { sizeNoun } from "@yq/form-schema/pricing/service-words";
import { byOrder } from "../../model/reorder";
import { SnowPricingEditor } from "./listed-services/snow-pricing-editor";
import type { StepProps } from "./step-props";

type SnowService = ListedService & { pricing: SnowPricing };
const isSnow = (service: ListedService): service is SnowService => service.pricing.method === "snow";

/**
 * A snow form's fourth step (docs/decisions/113-a-form-speaks-its-trade.md): where a mowing form
 * prices its yard sizes, a snow form prices its driveways, per push and for the season, with the
 * season and the trigger depth. These are the snow services' own settings, the same as on their
 * cards in Services: one model, two places to reach it.
 */
export function DrivewaySizesStep({ model, change }: StepProps) {
  const services = byOrder(model.services.listed).filter(isSnow);
  const setPricing = (id: string, pricing: SnowPricing) =>
    change((m) => ({
      ...m,
      services: { ...m.services, listed: m.services.listed.map((s) => (s.id === id ? { ...s, pricing } : s)) },
    }));
  if (services.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        None of this form’s services is priced per push or for the season. Add one in Services and choose Snow as its
        pricing.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        What each driveway size costs per push and for the season, when the season runs and from what snow depth you
        plow. The same settings are on each service in Services.
      </p>
      {services.map((service, index) => (
        <section
          key={service.id}
          aria-labelledby={`${service.id}-sizes`}
          className="@container flex flex-col gap-4 rounded-md border p-4"
        >
          <h3 id={`${service.id}-sizes`} className="font-semibold">
            {service.name.trim() || `Snow service ${index + 1}`}
          </h3>
          <SnowPricingEditor
            pricing={service.pricing}
            sizeWord={sizeNoun(service.pricing) ?? "Driveway size"}
            problems={serviceFieldProblems(service)}
            onChange={(pricing) => setPricing(service.id, pricing)}
          />
        </section>
      ))}
    </div>
  );
}
