import { defaultFormDocument } from "@yq/form-schema/defaults";
import type { FormDocument } from "@yq/form-schema/form-document";
import type { TestApp } from "./test-app";

export type Owner = Awaited<ReturnType<TestApp["signUp"]>>;

/** A complete, publishable document (the defaults are), with the given changes on top. */
export function formDocument(changes: Partial<FormDocument> = {}): FormDocument {
  return { ...defaultFormDocument(), ...changes };
}

export async function createFormAs(owner: Owner, changes: Partial<FormDocument> = {}): Promise<string> {
  const res = await owner.post("/api/forms", formDocument(changes));
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}
