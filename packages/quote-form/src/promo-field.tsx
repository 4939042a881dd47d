import type { PriceUnit } from "@yq/form-schema/pricing/plans";
import type { PromoCodeCheck } from "@yq/form-schema/promo-code-check";
import { formatCents, formatPrice } from "@yq/form-schema/money-format";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { failureToast } from "./request-failure";

// A season and a job are one unit each: a "first" code comes off all of it (engine.ts).
const FIRST: Record<PriceUnit, string> = {
  visit: "your first visit",
  round: "your first round",
  push: "your first push",
  season: "the season",
  job: "the job",
};
const EVERY: Record<PriceUnit, string> = {
  visit: "every visit",
  round: "every round",
  push: "every push",
  season: "the season",
  job: "the job",
};

/** "10% off your first visit", "$20 off every push": what a code gives, in the plan's unit. */
export function promoWords(promo: PromoCodeCheck, unit: PriceUnit): string {
  const off = promo.kind === "percent" ? `${promo.value}%` : formatPrice(promo.value);
  return `${off} off ${(promo.scope === "first" ? FIRST : EVERY)[unit]}`;
}

/**
 * "Have a promo code?": collapsed until asked for, then a field the server checks (unknown,
 * expired or used-up codes are refused with the server's words, said under the field).
 */
export function PromoField(props: {
  idPrefix: string;
  applied: PromoCodeCheck | null;
  /** The unit the discount applies to, for its words. */
  unit: PriceUnit;
  /**
   * The minimum charge, as the form shows prices, when it holds the unit above what the code
   * alone would leave; null when the code takes off all it says.
   */
  minimumCents: number | null;
  /** Resolves with the confirmed code; rejects with the reason it was refused. */
  check: (code: string) => Promise<PromoCodeCheck>;
  onApplied: (promo: PromoCodeCheck | null) => void;
  disabled: boolean;
}) {
  const { idPrefix, applied } = props;
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const appliedNote = useRef<HTMLDivElement>(null);
  // The field gives way to what the code gives: the focus goes there, not to the page's top.
  const justApplied = useRef(false);
  useEffect(() => {
    if (!applied || !justApplied.current) return;
    justApplied.current = false;
    appliedNote.current?.focus();
  }, [applied]);
  const id = `${idPrefix}-promo`;

  async function apply() {
    const typed = code.trim();
    if (!typed) {
      setProblem("Please type your promo code.");
      return input.current?.focus();
    }
    setBusy(true);
    setProblem("");
    try {
      props.onApplied(await props.check(typed));
      setCode("");
      justApplied.current = true;
    } catch (err) {
      setProblem(failureToast(err, "", "Could not check the code. Please try again.")[1]);
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  function onKey(e: KeyboardEvent<HTMLInputElement>) {
    // Enter applies the code rather than submitting the page's form.
    if (e.key !== "Enter") return;
    e.preventDefault();
    void apply();
  }

  if (applied) {
    return (
      <div className="yq-promo yq-promo-applied" role="status" ref={appliedNote} tabIndex={-1}>
        <span>
          <strong>{applied.code}</strong> applied: {promoWords(applied, props.unit)}
          {props.minimumCents !== null && `, never below the ${formatCents(props.minimumCents)} minimum charge`}
        </span>
        <button type="button" className="yq-link-btn" disabled={props.disabled} onClick={() => props.onApplied(null)}>
          Remove code
        </button>
      </div>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        className="yq-link-btn yq-promo-toggle"
        aria-expanded="false"
        onClick={() => {
          setOpen(true);
          setTimeout(() => input.current?.focus(), 0);
        }}
      >
        Have a promo code?
      </button>
    );
  }
  return (
    <div className="yq-field yq-promo">
      <label className="yq-label" htmlFor={id}>
        Promo code
      </label>
      <div className="yq-promo-row">
        <input
          id={id}
          ref={input}
          className="yq-input"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={30}
          value={code}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-message`}
          onChange={(e) => {
            setCode(e.target.value);
            setProblem("");
          }}
          onKeyDown={onKey}
        />
        <button
          type="button"
          className="yq-btn yq-btn-accept yq-promo-apply"
          disabled={busy || props.disabled}
          onClick={() => void apply()}
        >
          {busy ? "Checking…" : "Apply"}
        </button>
      </div>
      <p id={`${id}-message`} className="yq-field-error yq-failure" role="alert">
        {problem}
      </p>
    </div>
  );
}
