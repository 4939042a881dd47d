import type { BrowserContext } from "playwright-core";
import { expect } from "vitest";

/** RFC 4180 parsing (quoted cells, doubled quotes, CRLF), to read cells exactly as a spreadsheet would. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === "") quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  if (cell !== "" || row.length) rows.push([...row, cell]);
  return rows;
}

/**
 * The leads' CSV at `url` as `context` gets it: an attachment the browser downloads (never
 * renders), whose cells, read as a spreadsheet reads them, never start a formula. Returns them.
 */
export async function defusedCsvCells(context: BrowserContext, url: string): Promise<string[]> {
  const res = await context.request.get(url);
  expect(res.headers()["content-type"]).toMatch(/^text\/csv/);
  expect(res.headers()["content-disposition"]).toMatch(/^attachment;/);
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  const rows = parseCsv((await res.text()).replace(/^\uFEFF/, ""));
  for (const cell of rows.flat()) expect(cell, `cell ${JSON.stringify(cell)}`).not.toMatch(/^[=+\-@\t\r]/);
  return rows.flat();
}
