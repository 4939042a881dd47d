import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { asciiDir, asciiFace, familyNames } from "./ascii-fonts.mjs";

// The committed ASCII faces are what the script makes from the installed font
// packages today: a font package update that changes a Latin file fails here until they are
// generated again with `npm run fonts:ascii`.
// Each family's face is cut once (about half a second each) and shared by both tests.
const faces = new Map<string, ReturnType<typeof asciiFace>>();
const faceOf = (name: string) => faces.get(name) ?? faces.set(name, asciiFace(name)).get(name)!;

describe("the ASCII part of each family's upright face", () => {
  it.each(familyNames())(
    "%s: the committed woff2 and its rule are what the script generates",
    async (name) => {
      const face = await faceOf(name);
      expect(fs.readFileSync(path.join(asciiDir, face.cssName), "utf8")).toBe(face.css);
      expect(Buffer.compare(fs.readFileSync(path.join(asciiDir, face.woff2Name)), face.woff2)).toBe(0);
      // Worth preloading: well under the Latin file it is taken from.
      expect(face.woff2.length).toBeLessThan(face.latinBytes * 0.6);
    },
    30_000,
  );

  it("has no file the script does not make", async () => {
    const made = (await Promise.all(familyNames().map(faceOf))).flatMap((face) => [face.cssName, face.woff2Name]);
    expect(fs.readdirSync(asciiDir).sort()).toEqual(made.sort());
  });
});
