import react from "@vitejs/plugin-react";
import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "vite";

// Each family of the Customization step is its own CSS entry (fonts/<name>.css with its woff2
// files, all hashed): the server links only the form's family, and no font is in the JS.
const fontsDir = path.resolve(import.meta.dirname, "../../packages/quote-form/src/fonts");
const fontInputs = fs
  .readdirSync(fontsDir)
  .filter((file) => file.endsWith(".css"))
  .map((file) => path.join(fontsDir, file));

// The public form page. No index.html: the server renders the page (the form's data inlined)
// and takes the asset names from the manifest, so this build only emits hashed JS, CSS and fonts.
export default defineConfig({
  root: import.meta.dirname,
  base: "/embed-assets/",
  plugins: [react()],
  // Leaflet's ES module build (its package "main" is CommonJS, which the map chunk would wrap).
  resolve: {
    alias: [
      {
        find: /^leaflet$/,
        replacement: path.resolve(import.meta.dirname, "../../node_modules/leaflet/dist/leaflet-src.esm.js"),
      },
    ],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: "es2020",
    // No preload helper or polyfill (they cost ~1 KB): the server names the entry's static imports
    // to the page itself (embed-assets.ts), and the lazy chunks import few and small modules.
    modulePreload: false,
    rolldownOptions: {
      input: ["src/main.tsx", ...fontInputs],
      // React in a chunk of its own: every lazy chunk imports it, and left to itself
      // Rolldown puts it in a shared chunk with part of the page's code anyway. On its own it
      // compresses better (0.3 KB less in all) and stays cached when only the form's code changes.
      output: {
        codeSplitting: { groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
      },
    },
  },
});
