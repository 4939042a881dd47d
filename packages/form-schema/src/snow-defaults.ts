import type { UpsellService } from "./form-document";
import type { ListedService, SnowSize } from "./pricing/listed-services";

// What a new Snow Removal Quote starts with: the words and ballpark residential
// prices snow businesses quote with (mid-range figures of typical US ranges; the owner edits
// every number). Nothing here may say "yard size", "acre", "weekly" or "mowing": the visitor
// of a snow form sees driveways, pushes and a season.

function drivewaySize(id: string, label: string, description: string, perPush: number, seasonal: number): SnowSize {
  return { id, enabled: true, label, description, perPushPrice: perPush, seasonalPrice: seasonal };
}

/** Driveway plowing per push and for the season, by driveway size. */
export function snowDrivewayPlowing(): ListedService {
  return {
    id: "driveway-plowing",
    enabled: true,
    name: "Driveway Plowing",
    description: "We plow your driveway whenever the snow reaches the trigger depth.",
    image: "",
    order: 0,
    pricing: {
      method: "snow",
      sizes: [
        drivewaySize("1-car", "1-car driveway", "One car wide, one or two long", 40, 375),
        drivewaySize("2-car", "2-car driveway", "Two cars wide or a double-length single", 50, 500),
        drivewaySize("3-car", "3-car or long driveway", "Three cars wide or a long drive", 70, 700),
      ],
      perPushEnabled: true,
      seasonalEnabled: true,
      seasonStart: "11-15",
      seasonEnd: "04-15",
      maxPushes: null,
      instalments: 3,
      triggerInches: 2,
      extraInchPrice: 0,
      extraInchesOver: 6,
    },
  };
}

/** The priced add-ons offered after a snow quote is accepted. */
export function snowUpsellServices(): UpsellService[] {
  return [
    // Shovelled on each push, together with the driveway.
    { id: "walkway-shovelling", name: "Walkway shovelling", enabled: true, order: 0, price: 15, unit: "push" },
    // Per visit, not per push: salt goes down whenever ice forms, also on days without a push.
    { id: "salting", name: "Salting (per application)", enabled: true, order: 1, price: 25, unit: "visit" },
  ];
}

export const SNOW_UPSELL_MESSAGE = "Add walkway shovelling or salting to your snow removal.";

export const SNOW_FOLLOW_UP_SUBJECT = "Your snow removal quote is waiting";
