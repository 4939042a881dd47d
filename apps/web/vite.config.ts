import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const server = process.env.DEV_API_URL ?? "http://localhost:3000";
/** The chunks index.html loads (its entry), as Vite names them while it builds. */
const pageEntries = new Set<string>();

export default defineConfig({
  root: __dirname,
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": path.resolve(__dirname, "src") } },
  // The manifest tells scripts/prerender-pages.mjs which chunks the app starts with.
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // Two pages: the owner app (index.html, every route but "/") and the landing page
    // (landing.html), whose own entry carries no React: a visitor's first page is not the app.
    rollupOptions: {
      input: { app: path.resolve(__dirname, "index.html"), landing: path.resolve(__dirname, "landing.html") },
    },
    modulePreload: {
      // The page's entry (src/main.tsx) imports the app after the first paint, and lets the
      // browser find the app's chunks as it reads them: Vite's helper would add a <link> per
      // chunk first, work that held a phone's main thread for about 75 ms (decision 061).
      // Everywhere else (the routes' chunks) Vite preloads as usual.
      resolveDependencies: (filename, deps, { hostId, hostType }) => {
        if (hostType === "html") pageEntries.add(filename);
        return hostType === "js" && pageEntries.has(hostId) ? [] : deps;
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(["/api", "/media", "/forms/embed", "/embed.js", "/embed-assets"].map((p) => [p, server])),
  },
});
