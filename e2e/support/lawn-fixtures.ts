import fs from "node:fs";
import type { FormDocument } from "@yq/form-schema/form-document";
import { startMapStandIn, type MapStandIn } from "../../apps/server/src/test/map-stand-ins";
import { standalone, test, type OnCleanup } from "./fixtures";
import { ELM_STREET, LAWN_SHOTS } from "./lawn-map";

/** The local tile and address stand-ins, closed when the file's journeys end. */
export async function startMaps(onCleanup: OnCleanup) {
  const maps = await startMapStandIn([ELM_STREET]);
  onCleanup(() => maps.close());
  return maps;
}

/** The server settings that send its map to the local stand-ins. */
export const mapEnv = (maps: MapStandIn) => ({ TILE_URL_TEMPLATE: maps.tileUrl, GEOCODER_URL: maps.geocoderUrl });

/**
 * The lawn-measuring journeys' fixtures: the local tile and address stand-ins (`maps`), a server
 * that uses them, and an owner's published form with map measurement on.
 */
export const lawnTest = test
  .extend(
    "maps",
    { scope: "file" },
    standalone(async (onCleanup) => {
      fs.mkdirSync(LAWN_SHOTS, { recursive: true });
      return startMaps(onCleanup);
    }),
  )
  .extend("serverEnv", { scope: "file" }, async ({ maps }) => mapEnv(maps))
  .extend("formEdit", { scope: "file" }, async () => (doc: FormDocument) => {
    doc.yardSizes.measurement.enabled = true;
  });
