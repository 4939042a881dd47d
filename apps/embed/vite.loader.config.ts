import { defineConfig } from "vite";

// /embed.js: one small classic script for the owner's website (no module, no imports), so it
// runs under the host page's own rules as a plain external script.
export default defineConfig({
  root: import.meta.dirname,
  build: {
    outDir: "dist",
    emptyOutDir: false,
    sourcemap: false,
    target: "es2017",
    lib: { entry: "src/loader.ts", formats: ["iife"], name: "YardQuoteEmbed", fileName: () => "embed.js" },
  },
});
