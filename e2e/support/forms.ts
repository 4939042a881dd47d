import type { BrowserContext } from "playwright-core";
import { defaultFormDocument } from "@yq/form-schema/defaults";
import type { FormDocument } from "@yq/form-schema/form-document";

/** A complete document (the defaults publish as they are) with the given changes on top. */
export function formDocument(changes: Partial<FormDocument> = {}): FormDocument {
  return { ...defaultFormDocument(), ...changes };
}

/**
 * Creates a form through POST /api/forms as the context's signed-in owner (sign in first, e.g.
 * with signUpInContext). Pass { status: "published" } for a form visitors can open.
 */
export async function createFormInContext(
  context: BrowserContext,
  baseUrl: string,
  changes: Partial<FormDocument> = {},
): Promise<{ id: string; status: string }> {
  const res = await context.request.post(`${baseUrl}/api/forms`, {
    data: formDocument(changes),
    headers: { origin: baseUrl },
  });
  if (res.status() !== 201) throw new Error(`creating a form failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { id: string; status: string };
}

/** Replaces a form's document (PATCH /api/forms/:id), e.g. to publish it. */
export async function updateFormInContext(
  context: BrowserContext,
  baseUrl: string,
  id: string,
  document: FormDocument,
) {
  const res = await context.request.patch(`${baseUrl}/api/forms/${id}`, {
    data: document,
    headers: { origin: baseUrl },
  });
  if (!res.ok()) throw new Error(`updating the form failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { id: string; status: string; updatedAt: string };
}
