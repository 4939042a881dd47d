// Brotli and gzip copies of every built text file (name.br, name.gz beside name), written once at
// build time at the highest levels, so the server sends them as they are instead
// of compressing on each request. Images and fonts are already compressed and get no copies.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import zlib from "node:zlib";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILT = ["apps/web/dist", "apps/embed/dist"];
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
// Below this a compressed copy saves less than the headers it needs.
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== ".vite") yield* files(full);
    } else if (TEXT.test(entry.name)) yield full;
  }
}

export function precompress(dirs = BUILT.map((dir) => path.join(repoRoot, dir))) {
  let count = 0;
  for (const dir of dirs) {
    if (!fs.existsSync(dir)) continue;
    for (const file of files(dir)) {
      const content = fs.readFileSync(file);
      if (content.length < MIN_BYTES) continue;
      const brotli = zlib.brotliCompressSync(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      });
      fs.writeFileSync(`${file}.br`, brotli);
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      count++;
    }
  }
  return count;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`precompressed ${precompress()} files (.br, .gz)`);
}
