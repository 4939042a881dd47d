import { describe, expect, it } from "vitest";
import { assetsFromManifest } from "./embed-assets";
import { fontTags } from "./font-assets";

// What the page links, read from Vite's manifest; the served page itself is in embed.test.ts.
describe("assets from the manifest", () => {
  it("takes the entry's script and styles from the Vite manifest", () => {
    expect(
      assetsFromManifest({
        "src/main.tsx": { file: "assets/main-abc.js", css: ["assets/main-def.css"], isEntry: true },
        "chunk.js": { file: "assets/chunk-1.js" },
      }),
    ).toEqual({
      scripts: ["/embed-assets/assets/main-abc.js"],
      styles: ["/embed-assets/assets/main-def.css"],
      fonts: {},
    });
    expect(assetsFromManifest({})).toBeNull();
  });

  it("takes each font family's stylesheet and the ASCII part of its upright face from the manifest", () => {
    const assets = assetsFromManifest({
      "../../packages/quote-form/src/fonts/lora.css": {
        file: "assets/lora-1.css",
        isEntry: true,
        assets: [
          "assets/lora-cyrillic-wght-normal-2.woff2",
          "assets/lora-latin-wght-italic-3.woff2",
          "assets/lora-latin-wght-normal-4.woff2",
          "assets/lora-ascii-wght-normal-9.woff2",
        ],
      },
      "../../packages/quote-form/src/fonts/poppins.css": {
        file: "assets/poppins-5.css",
        isEntry: true,
        assets: [
          "assets/poppins-latin-ext-400-normal-6.woff2",
          "assets/poppins-latin-400-normal-7.woff",
          "assets/poppins-latin-400-normal-8.woff2",
          "assets/poppins-ascii-700-normal-10.woff2",
          "assets/poppins-ascii-400-normal-11.woff2",
        ],
      },
      "src/main.tsx": { file: "assets/main-abc.js", isEntry: true, imports: ["_react-1.js", "_shared-2.js"] },
      "_react-1.js": { file: "assets/react-1.js", imports: ["_runtime-3.js"] },
      "_shared-2.js": { file: "assets/shared-2.js", imports: ["_runtime-3.js"] },
      "_runtime-3.js": { file: "assets/runtime-3.js" },
    });
    // The entry first, then what it imports, each once: the page asks for all of them at once.
    expect(assets?.scripts).toEqual([
      "/embed-assets/assets/main-abc.js",
      "/embed-assets/assets/react-1.js",
      "/embed-assets/assets/runtime-3.js",
      "/embed-assets/assets/shared-2.js",
    ]);
    expect(assets?.fonts).toEqual({
      lora: {
        stylesheet: "/embed-assets/assets/lora-1.css",
        preload: "/embed-assets/assets/lora-ascii-wght-normal-9.woff2",
      },
      poppins: {
        stylesheet: "/embed-assets/assets/poppins-5.css",
        preload: "/embed-assets/assets/poppins-ascii-400-normal-11.woff2",
      },
    });
  });

  it("preloads the family's ASCII file before its rules, inline or linked", () => {
    const font = { stylesheet: "/embed-assets/assets/lora-1.css", preload: "/embed-assets/assets/lora-4.woff2" };
    const preload = `<link rel="preload" href="/embed-assets/assets/lora-4.woff2" as="font" type="font/woff2" crossorigin>`;
    expect(fontTags(font)).toEqual([preload, `<link rel="stylesheet" href="/embed-assets/assets/lora-1.css">`]);
    expect(fontTags({ ...font, css: "@font-face{}" })).toEqual([preload, "<style>@font-face{}</style>"]);
    expect(fontTags({ ...font, preload: null, css: "@font-face{}" })).toEqual(["<style>@font-face{}</style>"]);
    expect(fontTags(null)).toEqual([]);
  });
});
