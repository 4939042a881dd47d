import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const server = process.env.DEV_API_URL ?? "http://localhost:3000";

export default defineConfig({
  root: __dirname,
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": path.resolve(__dirname, "src") } },
  // The manifest tells scripts/prerender-pages.mjs which chunks the app starts with.
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false, manifest: true },
  server: {
    port: 5173,
    proxy: Object.fromEntries(["/api", "/media", "/forms/embed", "/embed.js", "/embed-assets"].map((p) => [p, server])),
  },
});
