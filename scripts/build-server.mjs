// The server as one ES module: our TypeScript, the workspace packages included,
// bundled by esbuild into apps/server/dist/main.mjs; everything from node_modules stays an import
// that Node resolves itself. `npm start` runs this bundle with plain node: starting through tsx's
// loader hooks took about twice as long (every module resolved and loaded through its worker).
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Where the bundle is written, relative to the checkout (run it from there: `node <this>`). */
export const SERVER_BUNDLE = "apps/server/dist/main.mjs";

/**
 * Node's arguments for the server process, wherever it runs: `npm run serve` (package.json says
 * the same, scripts/server-args.test.ts checks it), the tests and the benches. V8's young
 * generation may grow to 64 MB instead of 16: a request allocates tens of kilobytes that die
 * with it, and under a burst the default one filled up every few hundred requests (decision 068).
 */
export const SERVER_ARGS = ["--max-semi-space-size=64", SERVER_BUNDLE];

export async function buildServer() {
  await build({
    absWorkingDir: repoRoot,
    entryPoints: ["apps/server/src/main.ts"],
    outdir: path.dirname(SERVER_BUNDLE),
    entryNames: "[name]",
    outExtension: { ".js": ".mjs" },
    // Lazy parts stay lazy: the public form's map step (Leaflet, which needs a browser) is only
    // ever imported by a browser, so its chunk is never loaded here.
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: "linked",
    logLevel: "warning",
    // The public form's first step is rendered on the server too (render-form.tsx); its styles and
    // fonts are the embed build's business, so the server takes their imports as empty.
    loader: { ".css": "empty" },
    plugins: [
      {
        name: "node-modules-stay-imports",
        setup(b) {
          // A bare import is a package: left for Node to load, except our workspace packages,
          // which are TypeScript sources.
          // Stylesheets are left to the css loader below.
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith("@yq/") || args.path.endsWith(".css") ? undefined : { external: true },
          );
        },
      },
    ],
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildServer();
  console.log(`server bundle: ${SERVER_BUNDLE}`);
}
