// `npm run serve` and every process the tests and benches start run the server the same way: a
// bench that measured it with other flags would not measure what `npm start` serves.
import fs from "node:fs";
import { expect, it } from "vitest";
import { SERVER_ARGS } from "./build-server.mjs";

it("serves the bundle with the same Node arguments as the tests and benches start it with", () => {
  const pkg = JSON.parse(fs.readFileSync(new URL("../package.json", import.meta.url), "utf8"));
  expect(pkg.scripts.serve).toBe(["node", ...SERVER_ARGS].join(" "));
});
