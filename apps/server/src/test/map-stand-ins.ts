import http from "node:http";
import type { AddressInfo } from "node:net";
import { deflateSync } from "node:zlib";

// Local stand-ins for the map's outside services, for tests: an XYZ tile server answering
// generated PNG images, and a geocoder answering Nominatim's /search API. Nothing leaves the machine.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 256 px tile: grass green, shaded by its coordinates, with a darker border so tiles are told apart. */
export function tilePng(z: number, x: number, y: number): Buffer {
  const size = 256;
  const rows: Buffer[] = [];
  const shade = (x * 37 + y * 17 + z * 11) % 40;
  for (let row = 0; row < size; row++) {
    const line = Buffer.alloc(1 + size * 3);
    for (let col = 0; col < size; col++) {
      const edge = row < 2 || col < 2;
      line.set(edge ? [40, 70, 40] : [70 + shade, 120 + shade, 60], 1 + col * 3);
    }
    rows.push(line);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export type StandInPlace = { display_name: string; lat: string; lon: string; address: Record<string, string> };

export type MapStandIn = {
  /** TILE_URL_TEMPLATE for this server. */
  tileUrl: string;
  /** GEOCODER_URL for this server. */
  geocoderUrl: string;
  tileRequests: () => number;
  /** Query strings the geocoder received. */
  searches: string[];
  close: () => Promise<void>;
};

/** One HTTP server on 127.0.0.1 playing both parts. `places` answer searches that contain their first word. */
export async function startMapStandIn(places: StandInPlace[]): Promise<MapStandIn> {
  let tiles = 0;
  const searches: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const tile = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(url.pathname);
    if (tile) {
      tiles += 1;
      res.writeHead(200, { "Content-Type": "image/png", "Cache-Control": "max-age=3600" });
      res.end(tilePng(Number(tile[1]), Number(tile[2]), Number(tile[3])));
      return;
    }
    if (url.pathname === "/search") {
      const q = (url.searchParams.get("q") ?? "").toLowerCase();
      searches.push(url.search);
      const found =
        url.searchParams.get("format") === "jsonv2"
          ? places.filter((p) => q.includes(p.display_name.toLowerCase().split(/[ ,]/)[0]))
          : [];
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify(found.map((p, i) => ({ place_id: i + 1, ...p }))));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    tileUrl: `${origin}/tiles/{z}/{x}/{y}.png`,
    geocoderUrl: `${origin}/search`,
    tileRequests: () => tiles,
    searches,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
