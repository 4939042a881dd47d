import { defineConfig } from "vite";

// /embed.js: one small classic script for the owner's website (no module, no imports), so it
// runs under the host page's own rules as a plain external script. `--mode chrome` builds
// /embed-chrome.js the same way: the popup, slide-in and full-page modes, which embed.js loads
// only for them.
export default defineConfig(({ mode }) => {
  const chrome = mode === "chrome";
  return {
    root: import.meta.dirname,
    build: {
      outDir: "dist",
      emptyOutDir: false,
      sourcemap: false,
      target: "es2017",
      lib: {
        entry: chrome ? "src/chrome.ts" : "src/loader.ts",
        formats: ["iife"],
        name: chrome ? "YardQuoteChromeBuild" : "YardQuoteEmbed",
        fileName: () => (chrome ? "embed-chrome.js" : "embed.js"),
      },
    },
  };
});
