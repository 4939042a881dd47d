import { newListedService } from "@yq/form-schema/listed-service-defaults";
import type { ListedService } from "@yq/form-schema/pricing/listed-services";
import { describe, expect, it } from "vitest";
import { withAddedService, withMethod, withoutService, withRestoredService } from "./listed-services";
import { moveAndRenumber } from "./reorder";

const named = (id: string, order: number): ListedService => ({ ...newListedService(id, "request", order), name: id });
const ids = (list: readonly ListedService[]) => list.map((s) => `${s.id}:${s.order}`);

describe("the builder's listed services", () => {
  it("adds after the others, and not beyond ten", () => {
    const list = withAddedService([named("a", 0)], "b", "snow");
    expect(ids(list)).toEqual(["a:0", "b:1"]);
    expect(list[1]!.pricing.method).toBe("snow");
    const full = Array.from({ length: 10 }, (_, i) => named(`s${i}`, i));
    expect(withAddedService(full, "extra", "request")).toHaveLength(10);
  });

  it("removes, and Undo puts the service back where it was, renumbered", () => {
    const list = [named("a", 0), named("b", 1), named("c", 2)];
    const { list: rest, removed, index } = withoutService(list, "b");
    expect(ids(rest)).toEqual(["a:0", "c:1"]);
    expect(index).toBe(1);
    expect(ids(withRestoredService(rest, removed!, index)!)).toEqual(["a:0", "b:1", "c:2"]);
  });

  it("Undo refuses when the form filled up meanwhile, or the service is back already", () => {
    const full = Array.from({ length: 10 }, (_, i) => named(`s${i}`, i));
    expect(withRestoredService(full, named("gone", 0), 0)).toBeNull();
    expect(withRestoredService([named("a", 0)], named("a", 0), 0)).toBeNull();
  });

  it("reorders by moving one service and numbering the orders again", () => {
    const list = [named("a", 0), named("b", 1), named("c", 2)];
    expect(ids(moveAndRenumber(list, 2, 0))).toEqual(["c:0", "a:1", "b:2"]);
  });

  it("a new method starts from its defaults; program and one-time keep their prices", () => {
    const oneTime = newListedService("x", "one_time", 0).pricing;
    const priced =
      oneTime.method === "one_time" ? { ...oneTime, price: { basis: "size" as const, sizes: [] } } : oneTime;
    const program = withMethod(priced, "program");
    expect(program).toEqual({ method: "program", rounds: 6, price: { basis: "size", sizes: [] } });
    expect(withMethod(program, "request")).toEqual({ method: "request" });
    expect(withMethod(program, "program")).toBe(program);
  });
});
