import fs from "node:fs";
import { standalone } from "./fixtures";
import { mapEnv, startMaps } from "./lawn-fixtures";
import { stripeEnv, stripeTest } from "./stripe-fixtures";

// The fixtures of the priced-quote journeys (quote-pricing*.e2e.test.ts), and where they put
// their screenshots at 390 and 1280 px.

export const SHOTS = process.env.YQ_SHOTS_DIR ?? "/tmp/yq/shots/visitor";
fs.mkdirSync(SHOTS, { recursive: true });
export const PHONE = { width: 390, height: 844 };

// The owner on the plan and connected (`seller`) comes from stripe-fixtures.ts; the server also
// sends its map to the local stand-ins.
export const quotePricingTest = stripeTest
  .extend("maps", { scope: "file" }, standalone(startMaps))
  .extend("serverEnv", { scope: "file" }, async ({ stripe, maps }) => ({ ...mapEnv(maps), ...stripeEnv(stripe) }));
