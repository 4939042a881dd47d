// @vitest-environment happy-dom
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { isAppPath } from "@yq/form-schema/app-paths";
import { routes } from "./routes";

const pathsOf = (list: RouteObject[]): string[] =>
  list.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

// The server answers a page load with the app only at the addresses of APP_PATHS:
// a screen routed here but missing there would answer 404 on a reload.
describe("the app's screens", () => {
  it("are each an address the server answers with the app", () => {
    const screens = pathsOf(routes).filter((path) => path !== "*");
    expect(screens.length).toBeGreaterThan(10);
    for (const path of screens) {
      expect(isAppPath(path.replace(/:[a-z]+/g, "6f1c2a4e-8b3d-4c5e-9f70-1a2b3c4d5e6f")), path).toBe(true);
    }
  });
});
