import type { ReactNode } from "react";

export type ChoiceOption<T extends string> = { value: T; title: string; description?: ReactNode; media?: string };

const VIDEO = /\.(mp4|webm|mov)(\?|#|$)/i;
const SAFE_SRC = /^(https?:\/\/|\/(?!\/))/i;

function Media({ src }: { src: string }) {
  if (!SAFE_SRC.test(src)) return null;
  return VIDEO.test(src) ? (
    <video className="yq-card-media" src={src} muted autoPlay loop playsInline aria-hidden="true" />
  ) : (
    <img className="yq-card-media" src={src} alt="" loading="lazy" />
  );
}

/**
 * A radio group drawn as cards: native radios, so arrow keys, Space and screen readers work as
 * they do everywhere else.
 */
export function ChoiceCards<T extends string>(props: {
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  options: ChoiceOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  error?: string;
  errorId: string;
}) {
  return (
    <fieldset className="yq-choices" aria-describedby={props.error ? props.errorId : undefined}>
      <legend className="yq-section-title">{props.legend}</legend>
      {props.hint && <p className="yq-hint">{props.hint}</p>}
      <div className="yq-cards">
        {props.options.map((option) => (
          <label key={option.value} className={option.value === props.value ? "yq-card yq-card-selected" : "yq-card"}>
            <input
              type="radio"
              className="yq-card-radio"
              name={props.name}
              value={option.value}
              checked={option.value === props.value}
              aria-invalid={props.error ? true : undefined}
              onChange={() => props.onChange(option.value)}
            />
            {option.media && <Media src={option.media} />}
            <span className="yq-card-title">{option.title}</span>
            {option.description && <span className="yq-card-text">{option.description}</span>}
          </label>
        ))}
      </div>
      {props.error && (
        <p id={props.errorId} className="yq-field-error">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
