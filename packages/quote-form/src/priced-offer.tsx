import type { PublicFormDocument } from "@yq/form-schema/public-document";
import type { Agreement } from "@yq/form-schema/agreement/agreement";
import { agreementRows } from "@yq/form-schema/agreement/agreement-words";
import { minimumHoldsCode, type QuoteRequest } from "@yq/form-schema/pricing/engine";
import { findListedService, planOffers, shownPrice, type PlanOffer } from "@yq/form-schema/pricing/plan-offers";
import type { Plan } from "@yq/form-schema/pricing/plans";
import type { PromoCode } from "@yq/form-schema/pricing/pricing-settings";
import { checkPromoCode, offersPromoCodes } from "@yq/form-schema/pricing/promo-codes";
import type { PromoCodeCheck } from "@yq/form-schema/promo-code-check";
import { useEffect, useState } from "react";
import { offerDetail, serviceNotes } from "./plan-words";
import { PromoField } from "./promo-field";
import { chosenOffer, QuoteCard } from "./quote-card";
import { RequestError, type Transport } from "./transport";
import { localToday, visitorAgreement } from "./visitor-agreement";
import type { ResponseStatus } from "@yq/form-schema/lead-lifecycle";

/** What is being priced: the service and the size card picked or the area measured. */
/** `travelMiles`: the server's distance to the lead (its first record's answer), for the travel line. */
export type OfferChoice = Pick<QuoteRequest, "serviceId" | "sizeId" | "areaSqFt" | "travelMiles">;

/** The quote as the visitor answered it: the plan, the code applied and the agreement shown. */
export type AnsweredOffer = {
  offer: PlanOffer | null;
  promo: PromoCodeCheck | null;
  agreement: Agreement | null;
  /** Why the visitor declined, when they said (the owner reads it on the lead). */
  declineReason?: string;
  /** What was priced, so the upsell can price it again with the add-ons picked. */
  request: QuoteRequest | null;
};

/** The engine's request for a choice, a plan and a checked code (add-ons are added after the accept). */
export function quoteRequest(choice: OfferChoice, plan: Plan, promo: PromoCodeCheck | null): QuoteRequest {
  // The server checked the code; the engine needs it as the document's shape, which it prices the same.
  const code: PromoCode | null = promo && { id: "checked", enabled: true, expiresOn: null, maxUses: null, ...promo };
  return { ...choice, plan, promo: code };
}

/**
 * The server's check of a code; in the preview (no server) the document's own check, today by
 * this computer's date. A refusal rejects with the reason the visitor reads under the field.
 */
async function checkCode(transport: Transport, doc: PublicFormDocument, code: string) {
  const checked = await transport.checkPromo(code);
  if (checked) return checked;
  const local = checkPromoCode(doc.pricingSettings, code, localToday());
  if (!local.ok) throw new RequestError(422, local.message);
  const { code: ownerCode, kind, value, scope } = local.promo;
  return { code: ownerCode, kind, value, scope };
}

/**
 * The offer of any priced service: its plans from planOffers, the total from
 * the agreement once a plan is picked (its rows, the button's amount, what is due today), and the
 * promo code field. Every figure is the agreement's.
 */
export function PricedOffer(props: {
  doc: PublicFormDocument;
  choice: OfferChoice;
  idPrefix: string;
  sizeLabel: string | null;
  included?: readonly string[];
  transport: Transport;
  busy: boolean;
  /** The plan a reopened quote had picked. */
  initialPlan?: Plan | null;
  /** The plan picked, as it changes (the server records the quote shown with it). */
  onPlan?: (plan: Plan | null) => void;
  onAnswer: (response: ResponseStatus, answered: AnsweredOffer) => void;
}) {
  const { doc, choice, onPlan } = props;
  const offers = planOffers(doc, choice.serviceId, choice);
  const service = findListedService(doc, choice.serviceId);
  const [plan, setPlan] = useState<Plan | null>(props.initialPlan ?? null);
  const [promo, setPromo] = useState<PromoCodeCheck | null>(null);
  // An edit in the builder, or another size, can remove the plan picked.
  const chosen = chosenOffer(offers, plan);
  const chosenPlan = chosen?.plan ?? null;
  useEffect(() => onPlan?.(chosenPlan), [chosenPlan, onPlan]);
  const request = chosen && quoteRequest(choice, chosen.plan, promo);
  // Every figure the card shows is the agreement's, as the server will store it.
  const agreementOf = (plan: Plan) => visitorAgreement(doc, quoteRequest(choice, plan, promo));
  const agreement = chosen && agreementOf(chosen.plan);
  const taxDisplay = doc.pricingSettings.taxDisplay;
  // The code's words say when the minimum charge stopped it, so they agree with the total shown.
  const held = chosen && request?.promo && minimumHoldsCode(chosen, request.promo);
  const minimumCents = held ? shownPrice(doc.pricingSettings, chosen.floorCents) : null;
  return (
    <QuoteCard
      sizeLabel={props.sizeLabel}
      offers={offers}
      detail={(offer) => offerDetail(offer, service, agreementOf(offer.plan))}
      notes={serviceNotes(service)}
      included={props.included ?? []}
      text={doc.customization.textContent}
      pricingStyle={doc.customization.pricingStyle}
      busy={props.busy}
      chosen={chosen}
      agreement={agreement}
      onPlan={setPlan}
      onAnswer={(response, _plan, declineReason) =>
        props.onAnswer(
          response,
          response === "accept"
            ? { offer: chosen, promo, agreement, request }
            : { offer: null, promo: null, agreement: null, request: null, declineReason },
        )
      }
    >
      {agreement && (
        <dl className="yq-total" aria-live="polite">
          {agreementRows(agreement, taxDisplay).map((row) => (
            <div key={row.label} className={row.label === "Total" ? "yq-total-row yq-total-sum" : "yq-total-row"}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {/* With the total, once a plan is picked (a code discounts a price), on a form with a code
          that may work: the public document says so without its codes. */}
      {chosen && offersPromoCodes(doc.pricingSettings, localToday()) && (
        <PromoField
          idPrefix={props.idPrefix}
          applied={promo}
          unit={chosen.unit}
          minimumCents={minimumCents}
          check={(code) => checkCode(props.transport, doc, code)}
          onApplied={setPromo}
          disabled={props.busy}
        />
      )}
    </QuoteCard>
  );
}
