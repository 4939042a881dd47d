import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The public form page. No index.html: the server renders the page (the form's data inlined)
// and takes the asset names from the manifest, so this build only emits hashed JS and CSS.
export default defineConfig({
  root: import.meta.dirname,
  base: "/embed-assets/",
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: "es2020",
    // One entry and three small lazy chunks: no preload helper or polyfill needed (they cost ~1 KB).
    modulePreload: false,
    rollupOptions: { input: "src/main.tsx" },
  },
});
