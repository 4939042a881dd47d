import type { ReactNode } from "react";

const Code = ({ children }: { children: ReactNode }) => (
  <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs">{children}</code>
);

/** What the snippet's options do on the owner's site: prefill, hidden values (and what is recorded). */
export function TrackingHelp() {
  return (
    <details className="rounded-md border p-3 text-sm">
      <summary className="cursor-pointer font-medium">Prefilled fields and hidden values</summary>
      <div className="mt-3 flex flex-col gap-3 text-muted-foreground">
        <p>
          Fill in contact fields for the visitor with <Code>data-prefill-email=&quot;…&quot;</Code> (also name, phone,
          street, city, state, zipcode) on the script tag, or <Code>?yq_email=…</Code> in your page&apos;s address, or{" "}
          <Code>?email=…</Code> on the direct link.
        </p>
        <p>
          Store extra values with each lead, shown in its details and the CSV, with{" "}
          <Code>data-hidden-campaign_id=&quot;…&quot;</Code> (or <Code>?yq_hidden_campaign_id=…</Code>,{" "}
          <Code>?hidden_campaign_id=…</Code> on the direct link). Up to 10 per lead.
        </p>
        <p>
          Where visitors come from (your page, its referrer, utm_source / utm_medium / utm_campaign, gclid, fbclid) is
          recorded with every view and lead by the script embed and the direct link.
        </p>
      </div>
    </details>
  );
}
