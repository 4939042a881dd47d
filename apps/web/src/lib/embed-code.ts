import { publicOrigin } from "./public-origin";

/** Where a published form lives for visitors. */
export function directLink(formId: string, origin: string = publicOrigin()): string {
  return `${origin}/forms/embed/${formId}`;
}

/** The snippet owners paste into their site (an iframe the full width of its column, 600 px high, without a border). */
export function embedCode(formId: string, origin: string = publicOrigin()): string {
  return `<iframe src="${directLink(formId, origin)}" width="100%" height="600" frameborder="0" style="border:none;"></iframe>`;
}
