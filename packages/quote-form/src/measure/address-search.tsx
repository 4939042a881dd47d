import type { GeocodeResult } from "@yq/form-schema/map-config";
import { useState } from "react";

/**
 * The address box above the map. It searches when the visitor asks (Enter or Find), never per
 * keystroke, because the public Nominatim instance forbids autocomplete.
 */
export function AddressSearch(props: {
  idPrefix: string;
  apiBase: string;
  initial: string;
  onPick: (place: GeocodeResult) => void;
}) {
  const [text, setText] = useState(props.initial);
  const [results, setResults] = useState<GeocodeResult[]>([]);
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const id = `${props.idPrefix}-address-search`;

  async function search() {
    setBusy(true);
    setMessage("");
    try {
      const res = await fetch(`${props.apiBase}/api/public/geocode?q=${encodeURIComponent(text.trim())}`, {
        credentials: "omit",
      });
      const body = (await res.json().catch(() => ({}))) as {
        results?: GeocodeResult[];
        message?: string | null;
        error?: string;
      };
      const found = res.ok ? (body.results ?? []) : [];
      setResults(found);
      setMessage(
        res.ok
          ? (body.message ?? "")
          : (body.error ?? "Address search is not available right now. Move the map to your home instead."),
      );
      if (found.length === 1) pick(found[0]);
    } catch {
      setMessage("Address search is not available right now. Move the map to your home instead.");
    } finally {
      setBusy(false);
    }
  }

  function pick(place: GeocodeResult) {
    setResults([]);
    setText(place.label);
    props.onPick(place);
  }

  return (
    <div className="yq-address-search" role="search">
      <label className="yq-label" htmlFor={id}>
        Find your address
      </label>
      <div className="yq-search-row">
        <input
          id={id}
          className="yq-input"
          value={text}
          autoComplete="street-address"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              void search();
            }
          }}
        />
        <button
          type="button"
          className="yq-btn yq-btn-accept yq-search-btn"
          disabled={busy || text.trim().length < 3}
          onClick={() => void search()}
        >
          {busy ? "Finding…" : "Find"}
        </button>
      </div>
      {results.length > 1 && (
        <ul className="yq-search-results" aria-label="Addresses found">
          {results.map((place) => (
            <li key={`${place.lat},${place.lng},${place.label}`}>
              <button type="button" className="yq-search-result" onClick={() => pick(place)}>
                {place.label}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="yq-hint" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
