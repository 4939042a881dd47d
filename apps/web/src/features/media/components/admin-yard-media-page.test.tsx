// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app";
import type { AdminMediaItem } from "../api/admin-media";
import { AdminYardMediaPage } from "./admin-yard-media-page";

const gif = (id: string, sizeCategory: string, originalFilename: string, isActive = true): AdminMediaItem => ({
  id,
  sizeCategory,
  url: `/media/admin/${id}.gif`,
  originalFilename,
  isActive,
  createdAt: "2026-11-20T09:00:00.000Z",
});

const SMALL = gif("1e2d3c4b-5a69-4788-9766-554433221100", "small", "small-mower.gif");
const LARGE = gif("9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d", "large", "tractor.gif", false);

/** The shared GIF library; a change is kept and the list answers it from then on. */
function libraryServer() {
  let items = [SMALL, LARGE];
  return new Hono()
    .get("/api/admin/media", (c) => c.json(items))
    .patch("/api/admin/media/:id", async (c) => {
      const { isActive } = (await c.req.json()) as { isActive: boolean };
      items = items.map((item) => (item.id === c.req.param("id") ? { ...item, isActive } : item));
      return c.json(items.find((item) => item.id === c.req.param("id")));
    })
    .delete("/api/admin/media/:id", (c) => {
      items = items.filter((item) => item.id !== c.req.param("id"));
      return c.json({ ok: true });
    });
}

describe("the yard size media library", () => {
  it("shows each size's GIFs under its tab", async () => {
    const { user } = renderApp(<AdminYardMediaPage />, { server: libraryServer() });
    expect(await screen.findByRole("img", { name: "small-mower.gif" })).toBeTruthy();
    expect(screen.queryByRole("img", { name: "tractor.gif" })).toBeNull();
    await user.click(screen.getByRole("tab", { name: "Large Yard" }));
    const large = screen.getByRole("tabpanel", { name: "Large Yard" });
    expect(within(large).getByRole("img", { name: "tractor.gif" })).toBeTruthy();
    expect(within(large).getByRole("img", { name: "Inactive" })).toBeTruthy();
  });

  it("turns a GIF off for owners, and deletes one after the admin confirms", async () => {
    const { user, sent } = renderApp(<AdminYardMediaPage />, { server: libraryServer() });
    await user.click(await screen.findByRole("switch", { name: "Active: small-mower.gif" }));
    expect(await screen.findByText("Media status updated")).toBeTruthy();
    expect(await screen.findByRole("img", { name: "Inactive" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Delete small-mower.gif" }));
    await user.click(
      within(screen.getByRole("alertdialog", { name: "Delete this GIF?" })).getByRole("button", { name: "Delete" }),
    );
    expect(await screen.findByText("No media uploaded yet")).toBeTruthy();
    expect(sent.filter((r) => r.method !== "GET").map((r) => [r.method, r.path, r.body])).toEqual([
      ["PATCH", `/api/admin/media/${SMALL.id}`, { isActive: false }],
      ["DELETE", `/api/admin/media/${SMALL.id}`, undefined],
    ]);
  });
});
