import { describe, expect, it } from "vitest";
import { defaultFormDocument } from "../defaults";
import type { ListedService } from "./listed-services";
import { pricedService, pricedServices } from "./priced-services";

// The one lookup from a service id to what the engine prices (decision 127).

const listed = (id: string, order: number, patch: Partial<ListedService> = {}): ListedService => ({
  id,
  enabled: true,
  name: id,
  description: "",
  image: "",
  order,
  pricing: { method: "request" },
  ...patch,
});

describe("pricedService", () => {
  it("gives mowing its yard sizes, landscaping a request and a listed service its own pricing", () => {
    const doc = defaultFormDocument();
    doc.services.landscaping.enabled = true;
    doc.services.listed = [listed("gutters", 0)];
    expect(pricedService(doc, "mowing")).toMatchObject({
      id: "mowing",
      name: doc.services.mowing.name,
      pricing: { method: "size_frequency", yardSizes: doc.yardSizes },
    });
    expect(pricedService(doc, "landscaping")?.pricing).toEqual({ method: "request" });
    expect(pricedService(doc, "gutters")).toMatchObject({ id: "gutters", pricing: { method: "request" } });
  });

  it("finds nothing switched off or not on the form", () => {
    const doc = defaultFormDocument();
    doc.services.mowing.enabled = false;
    doc.services.landscaping.enabled = false;
    doc.services.listed = [listed("gutters", 0, { enabled: false })];
    expect(pricedService(doc, "mowing")).toBeNull();
    expect(pricedService(doc, "landscaping")).toBeNull();
    expect(pricedService(doc, "gutters")).toBeNull();
    expect(pricedService(doc, "nope")).toBeNull();
  });
});

describe("pricedServices", () => {
  it("lists mowing, landscaping, then the named listed services by their order", () => {
    const doc = defaultFormDocument();
    doc.services.landscaping.enabled = true;
    doc.services.listed = [listed("b", 2), listed("a", 1), listed("unnamed", 0, { name: " " })];
    expect(pricedServices(doc).map((s) => [s.id, s.pricing.method])).toEqual([
      ["mowing", "size_frequency"],
      ["landscaping", "request"],
      ["a", "request"],
      ["b", "request"],
    ]);
  });
});
