import { defaultFormDocument } from "@yq/form-schema/defaults";
import type { FormDocument } from "@yq/form-schema/form-document";
import type { BrowserContext } from "playwright-core";

/** Publishes a form through the owner API as the signed-in context's account; returns its id. */
export async function publishForm(
  context: BrowserContext,
  baseUrl: string,
  edit: (doc: FormDocument) => void = () => {},
) {
  const doc = defaultFormDocument();
  doc.name = "Green Lawns Quote";
  doc.status = "published";
  edit(doc);
  const res = await context.request.post(`${baseUrl}/api/forms`, { data: doc, headers: { origin: baseUrl } });
  if (!res.ok()) throw new Error(`publishing failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** The smallest file that file-type recognises as MP4 (an ftyp box), padded like a real header. */
export function tinyMp4(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x20]),
    Buffer.from("ftypisom"),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from("isomiso2avc1mp41"),
  ]);
  return Buffer.concat([ftyp, Buffer.alloc(8192, 0)]);
}
