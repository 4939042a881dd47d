import type { PublicPageData } from "@yq/form-schema/public-document";
import { QuoteForm } from "@yq/quote-form/quote-form";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";

/**
 * The form's first step as HTML, so the page paints before its script has loaded (decision 058). It is
 * the very tree the embed bundle hydrates (apps/embed/src/main.tsx): same component, same props
 * that shape the markup, so React takes it over instead of drawing it again.
 */
export function renderFormHtml(data: PublicPageData): string {
  return renderToString(
    <StrictMode>
      <QuoteForm document={data.document} mode="live" formId={data.formId} map={data.map} />
    </StrictMode>,
  );
}
