/** Where a published form lives for visitors, on this site's own origin. */
export function directLink(formId: string, origin: string = window.location.origin): string {
  return `${origin}/forms/embed/${formId}`;
}

/** The snippet owners paste into their site (spec 000 §7: width 100%, height 600, no border). */
export function embedCode(formId: string, origin: string = window.location.origin): string {
  return `<iframe src="${directLink(formId, origin)}" width="100%" height="600" frameborder="0" style="border:none;"></iframe>`;
}
