// The server as one ES module (decision 019): our TypeScript, the workspace packages included,
// bundled by esbuild into apps/server/dist/main.mjs; everything from node_modules stays an import
// that Node resolves itself. `npm start` runs this bundle with plain node: starting through tsx's
// loader hooks took about twice as long (every module resolved and loaded through its worker).
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Where the bundle is written, relative to the checkout (run it from there: `node <this>`). */
export const SERVER_BUNDLE = "apps/server/dist/main.mjs";

export async function buildServer() {
  await build({
    absWorkingDir: repoRoot,
    entryPoints: ["apps/server/src/main.ts"],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: "linked",
    logLevel: "warning",
    plugins: [
      {
        name: "node-modules-stay-imports",
        setup(b) {
          // A bare import is a package: left for Node to load, except our workspace packages,
          // which are TypeScript sources.
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith("@yq/") ? undefined : { external: true }));
        },
      },
    ],
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildServer();
  console.log(`server bundle: ${SERVER_BUNDLE}`);
}
