import type { GeocodeResult } from "@yq/form-schema/map-config";
import type { ServiceArea } from "@yq/form-schema/service-area";
import { MapPin, Search } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api-client";
import { geocodeAddress } from "@/features/map/api/geocode-address";
import { NumberField } from "../../fields/number-field";

type Radius = NonNullable<ServiceArea["radius"]>;
type Props = {
  radius: ServiceArea["radius"];
  onChange: (radius: ServiceArea["radius"]) => void;
  /** Whether the server has a geocoder (GEOCODER_URL); without one the address cannot be found. */
  geocoder: boolean;
};

const DEFAULT_MILES = 10;

/** Miles around the business address; the address is found once and its point stored (service-area.ts). */
export function RadiusEditor({ radius, onChange, geocoder }: Props) {
  const id = useId();
  // The miles typed before an address is found: the radius exists only with its centre.
  const [miles, setMiles] = useState(radius?.miles ?? DEFAULT_MILES);
  const [text, setText] = useState(radius?.centre.label ?? "");
  const [results, setResults] = useState<GeocodeResult[]>([]);
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);

  function pick(place: GeocodeResult) {
    setResults([]);
    setText(place.label);
    setMessage("");
    onChange({ miles: radius?.miles ?? miles, centre: { lat: place.lat, lng: place.lng, label: place.label } });
  }

  async function search() {
    if (text.trim().length < 3) {
      setMessage("Type at least 3 characters of the address.");
      return;
    }
    setBusy(true);
    setMessage("");
    try {
      const answer = await geocodeAddress(text.trim());
      setResults(answer.results.length > 1 ? answer.results : []);
      if (answer.results.length === 1) pick(answer.results[0]!);
      else setMessage(answer.message ?? (answer.results.length ? "Choose the address below." : ""));
    } catch (err) {
      setResults([]);
      setMessage(errorMessage(err, "The address search did not answer. Try again."));
    } finally {
      setBusy(false);
    }
  }

  const setRadiusMiles = (value: number | null) => {
    if (value === null) return;
    setMiles(value);
    if (radius) onChange({ ...radius, miles: value } satisfies Radius);
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold">Radius from your business address</legend>
      <div className="grid items-start gap-4 @md:grid-cols-[minmax(0,1fr)_10rem]">
        <div className="flex flex-col gap-2" role="search" aria-label="Business address">
          <Label htmlFor={`${id}-address`}>Business address</Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-address`}
              value={text}
              placeholder="123 Main St, Springfield, IL"
              autoComplete="street-address"
              maxLength={200}
              disabled={!geocoder}
              aria-describedby={`${id}-address-message`}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  void search();
                }
              }}
            />
            <Button variant="outline" disabled={!geocoder || busy} onClick={() => void search()}>
              <Search aria-hidden /> {busy ? "Finding…" : "Find"}
            </Button>
          </div>
          {results.length > 1 && (
            <ul className="flex flex-col gap-1" aria-label="Addresses found">
              {results.map((place) => (
                <li key={`${place.lat},${place.lng},${place.label}`}>
                  <Button
                    variant="outline"
                    className="h-auto w-full justify-start whitespace-normal text-left"
                    onClick={() => pick(place)}
                  >
                    <MapPin aria-hidden /> {place.label}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <p id={`${id}-address-message`} className="text-xs text-muted-foreground" aria-live="polite">
            {!geocoder
              ? "Address search is not set up on this server (GEOCODER_URL), so a radius cannot be set here."
              : message || (radius ? "" : "Find the address, then the radius is drawn around it on the map.")}
          </p>
        </div>
        <NumberField
          label="Radius in miles"
          visibleLabel="Radius"
          value={radius?.miles ?? miles}
          min={1}
          max={200}
          suffix="mi"
          onChange={setRadiusMiles}
        />
      </div>
      {radius && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm">
          <span className="flex min-w-0 items-center gap-2">
            <MapPin className="size-4 shrink-0 text-red-600" aria-hidden />
            <span className="min-w-0 break-words">
              Within <span className="font-medium">{radius.miles} mi</span> of {radius.centre.label}
            </span>
          </span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              onChange(null);
              setText("");
            }}
          >
            Remove radius
          </Button>
        </div>
      )}
    </fieldset>
  );
}
