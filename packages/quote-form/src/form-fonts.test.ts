import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { defaultCustomization } from "@yq/form-schema/defaults";
import { FONT_FAMILIES } from "@yq/form-schema/constants";
import { fontStylesheetName } from "@yq/form-schema/fonts";
import { describe, expect, it } from "vitest";
import { themeStyle } from "./theme";

const fontsDir = path.join(import.meta.dirname, "fonts");
const require = createRequire(import.meta.url);

/** The @font-face rules a family's stylesheet brings in through its @imports. */
function fontFaces(name: string): string {
  const css = fs.readFileSync(path.join(fontsDir, `${name}.css`), "utf8");
  return [...css.matchAll(/@import "([^"]+)";/g)].map((m) => fs.readFileSync(require.resolve(m[1]), "utf8")).join("\n");
}

describe("the fonts of the Customization step", () => {
  it("has one stylesheet per family, and no other", () => {
    const files = fs
      .readdirSync(fontsDir)
      .filter((f) => f.endsWith(".css"))
      .sort();
    expect(files).toEqual(FONT_FAMILIES.map((family) => `${fontStylesheetName(family)}.css`).sort());
  });

  it.each(FONT_FAMILIES)(
    "%s: woff2 files with font-display swap, upright and italic, named first in the form's font",
    (family) => {
      const faces = fontFaces(fontStylesheetName(family));
      const names = new Set([...faces.matchAll(/font-family: '([^']+)'/g)].map((m) => m[1]));
      expect(names.size).toBe(1);
      const [declared] = names;
      expect(faces).toMatch(/url\(\.\/files\/[^)]+-latin-[^)]+\.woff2\) format\('woff2/);
      expect(faces).not.toMatch(/font-display: (?!swap)/);
      expect(faces).toMatch(/font-style: italic/);
      const c = defaultCustomization();
      c.fontFamily = family;
      const vars = themeStyle(c) as Record<string, string>;
      const stack = vars["--yq-font"]!;
      expect(stack.startsWith(`"${declared}",`) || stack.startsWith(`${declared},`)).toBe(true);
      // The stand-in the public page paints in first is the same stack without the family.
      expect(`${stack.split(",")[0]},${vars["--yq-font-fallback"]}`).toBe(stack);
      expect(vars["--yq-font-fallback"]).not.toContain(declared);
    },
  );
});
