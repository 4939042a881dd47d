import type { ReactNode } from "react";

const Code = ({ children }: { children: ReactNode }) => (
  <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs">{children}</code>
);

/** What the snippet's options do on the owner's site: conversions to their tags, prefill, hidden values. */
export function TrackingHelp() {
  return (
    <details className="rounded-md border p-3 text-sm">
      <summary className="cursor-pointer font-medium">Conversions, prefilled fields and hidden values</summary>
      <div className="mt-3 flex flex-col gap-3 text-muted-foreground">
        <p>
          With the options above, the form sends these events to the tags already on your page (nothing happens where a
          tag is missing). Values are the price per visit, in USD.
        </p>
        <div className="overflow-x-auto">
          <table className="w-full text-left">
            <thead>
              <tr>
                <th className="pr-4 font-medium">When</th>
                <th className="pr-4 font-medium">Google Tag Manager / GA4 (dataLayer)</th>
                <th className="font-medium">Meta Pixel (fbq)</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td className="pr-4">Visitor starts (consent given)</td>
                <td className="pr-4">
                  <Code>yardquote_lead_started</Code>
                </td>
                <td>
                  <Code>Lead</Code>
                </td>
              </tr>
              <tr>
                <td className="pr-4">Quote shown (lowest price)</td>
                <td className="pr-4">
                  <Code>yardquote_quote_shown</Code> with value, currency
                </td>
                <td>
                  <Code>ViewContent</Code> with value, currency
                </td>
              </tr>
              <tr>
                <td className="pr-4">Quote accepted (price chosen)</td>
                <td className="pr-4">
                  <Code>yardquote_quote_accepted</Code> with value, currency
                </td>
                <td>
                  <Code>Subscribe</Code> with value, currency
                </td>
              </tr>
            </tbody>
          </table>
        </div>
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
