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

/** The stylesheets a family's stylesheet @imports, in order, as paths. */
function imports(name: string): string[] {
  const css = fs.readFileSync(path.join(fontsDir, `${name}.css`), "utf8");
  return [...css.matchAll(/@import "([^"]+)";/g)].map(([, specifier]) =>
    specifier!.startsWith("./") ? path.join(fontsDir, specifier!) : require.resolve(specifier!),
  );
}

/** The @font-face rules a family's stylesheet brings in through its @imports. */
function fontFaces(name: string): string {
  return imports(name)
    .map((file) => fs.readFileSync(file, "utf8"))
    .join("\n");
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
    "%s: the ASCII part of its upright face is declared last, so it is the one ASCII text takes",
    (family) => {
      const name = fontStylesheetName(family);
      expect(imports(name).at(-1)).toBe(path.join(fontsDir, "ascii", `${name}.css`));
      const faces = [...fontFaces(name).matchAll(/@font-face \{[^}]*\}/g)].map(([rule]) => rule);
      const ascii = faces.at(-1)!;
      expect(ascii).toMatch(new RegExp(`url\\(\\./${name}-ascii-(wght|400)-normal\\.woff2\\)`));
      expect(ascii).toContain("unicode-range: U+0020-007E;");
      // The same face as the Latin one it shortens: same family, style and weights.
      const descriptors = (rule: string) => rule.replace(/\s*(src|unicode-range): [^;]+;/g, "");
      expect(faces.filter((rule) => descriptors(rule) === descriptors(ascii)).length).toBeGreaterThan(1);
      expect(fs.existsSync(path.join(fontsDir, "ascii", ascii.match(/url\(\.\/([^)]+)\)/)![1]!))).toBe(true);
    },
  );

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
