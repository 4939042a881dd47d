import { hasEnoughPhoneDigits, type CustomerAnswers } from "@yq/form-schema/answers";
import { PUBLIC_CUSTOMER_FIELD_LABELS } from "@yq/form-schema/constants";
import type { CustomerFields } from "@yq/form-schema/form-document";
import type { RichText } from "@yq/form-schema/fields";
import { richText } from "@yq/form-schema/rich-text";

// The first step's hint: what the visitor still has to do before the quote can be
// sent, in the owner's words around ours. The services appear once the phone has its 10 digits
// (use-quote-flow.ts), but the answer is refused until every required field is filled and the
// terms are agreed (contactProblems), so the hint names those, not the phone alone. The server's
// rendering of the first step runs this same code, so both agree.

/** Where the owner's hint puts our list of what is missing. */
const STEPS_PLACEHOLDER = "{steps}";

// More than this many fields and the list would outgrow the hint: they are "the required fields".
const MAX_NAMED = 3;

const list = (words: string[]) =>
  words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;

/** "Fill in your phone and agree to the terms"; null once nothing is missing. */
export function missingSteps(fields: CustomerFields, answers: CustomerAnswers, consent: boolean): string | null {
  const empty = fields.fields
    .filter((f) => f.enabled && f.required)
    .filter((f) => (f.type === "phone" ? !hasEnoughPhoneDigits(answers.phone ?? "") : !answers[f.type]?.trim()))
    .sort((a, b) => a.order - b.order)
    .map((f) => PUBLIC_CUSTOMER_FIELD_LABELS[f.type].toLowerCase());
  const fill =
    empty.length > MAX_NAMED ? "fill in the required fields" : empty.length > 0 ? `fill in your ${list(empty)}` : "";
  const agree = fields.consent.enabled && !consent ? "agree to the terms" : "";
  const steps =
    fill && agree ? `${fill}${empty.length > 1 && empty.length <= MAX_NAMED ? "," : ""} and ${agree}` : fill || agree;
  return steps ? steps[0].toUpperCase() + steps.slice(1) : null;
}

/**
 * The hint shown: the owner's text (stored as escaped HTML, a plain text setting) with our list
 * in place of {steps}; a text without the placeholder is shown as the owner wrote it.
 */
export function unlockHint(ownerText: RichText, steps: string | null): RichText | null {
  if (!steps) return null;
  const text = ownerText.trim() ? ownerText : `${STEPS_PLACEHOLDER}.`;
  // Our words (field labels, fixed phrases) carry no markup characters: nothing to escape.
  return richText(text.split(STEPS_PLACEHOLDER).join(steps));
}
