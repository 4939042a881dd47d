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
    // One entry and three small lazy chunks: no preload helper or polyfill needed (they cost ~1 KB).
    modulePreload: false,
    rollupOptions: { input: ["src/main.tsx", ...fontInputs] },
  },
});
