const EXAMPLE = `POST https://your-endpoint
content-type: application/json
webhook-id: 5b1f0c2e-8d0a-4c4b-9a57-2f6d1c0f9e11
webhook-timestamp: 1795600000
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=

{
  "type": "lead.completed",
  "timestamp": "2026-11-23T15:04:05.000Z",
  "data": {
    "leadId": "…", "submissionId": "…", "formId": "…", "formName": "Lawn mowing quote",
    "createdAt": "2026-11-23T15:04:05.000Z",
    "contact": { "name": "Pat Green", "email": "pat@example.com", "phone": "(555) 123-4567",
                 "street": "1 Elm St", "city": "Springfield", "state": "IL", "zipcode": "62701" },
    "response": "accept",
    "service": "Lawn Mowing", "yardSize": "Medium",
    "prices": [{ "label": "Weekly", "amount": 45 }, { "label": "Monthly", "amount": 160 }],
    "chosen": { "label": "Monthly", "amount": 160 },
    "priced": {
      "lines": [{ "kind": "service", "name": "Lawn Mowing", "size": "Medium", "plan": "monthly", "unit": "visit",
                  "unitPriceCents": 16000, "quantity": 1, "discountCents": 1600, "taxCents": 1188, "totalCents": 15588 }],
      "totals": { "subtotalCents": 16000, "discountCents": 1600, "taxCents": 1188, "totalCents": 15588,
                  "firstChargeCents": 15588 },
      "promoCode": "SPRING10", "taxLabel": "Sales tax 8.25%"
    },
    "agreement": {
      "version": 1, "agreedOn": "2026-11-23", "plan": "monthly",
      "lines": [{ "kind": "service", "name": "Lawn Mowing", "…": "…as in priced",
                  "timing": "each", "firstCents": 15588, "eachCents": 17320 }],
      "promoCode": "SPRING10", "taxLabel": "Sales tax 8.25%",
      "totals": { "subtotalCents": 16000, "discountCents": 1600, "taxCents": 1188, "totalCents": 15588 },
      "recurring": [{ "unit": "visit", "cents": 17320 }], "onceCents": 0, "firstChargeCents": 15588,
      "instalments": null, "payment": { "kind": "deposit", "amountCents": 5000 }, "dueTodayCents": 5000,
      "termValueCents": 119508, "termOccurrences": 7
    },
    "upsellServices": [],
    "leadUrl": "https://…/forms/…/submissions"
  }
}`;

/** What a receiver gets and how it checks it, next to the form that creates endpoints. */
export function PayloadDocs() {
  return (
    <div className="flex flex-col gap-3 text-sm">
      <p>
        Every event is a JSON <code>POST</code> signed the{" "}
        <a className="underline" href="https://www.standardwebhooks.com/" target="_blank" rel="noreferrer">
          Standard Webhooks
        </a>{" "}
        way: the signature is an HMAC-SHA256 of <code>webhook-id.webhook-timestamp.body</code> with your secret (the
        part after <code>whsec_</code>, base64-decoded), in base64 after <code>v1,</code>. Any Standard Webhooks library
        verifies it with your secret.
      </p>
      <ul className="list-disc pl-5">
        <li>
          Answer with any 2xx within 10 seconds. Anything else is retried after 30 s, 1, 2, 4… minutes for about an
          hour, with the same <code>webhook-id</code>: use it to ignore repeats.
        </li>
        <li>If an event still fails after the last retry, the webhook is turned off and you get an email.</li>
        <li>After Rotate secret, the old secret keeps signing too for 24 hours (two signatures, space-separated).</li>
        <li>
          <code>lead.started</code> carries the contact details only; <code>response</code>, prices and{" "}
          <code>chosen</code> are filled from <code>lead.completed</code> on; <code>lead.upsell</code> adds{" "}
          <code>upsellServices</code>. Fields not given are <code>null</code>.
        </li>
        <li>
          <code>priced</code> is the accepted quote in cents: each line (the service or an add-on, its size or area,
          plan, unit price, quantity, discount, tax and total) and the totals; in <code>lead.upsell</code> it includes
          the priced add-ons. It is <code>null</code> for a request or a decline.
        </li>
        <li>
          <code>agreement</code> is what the customer agreed to pay: each line charged at every visit or push (
          <code>eachCents</code>) or once, the totals, what later visits cost (<code>recurring</code>), the first
          charge, a season&apos;s <code>instalments</code> with their dates, the <code>payment</code> asked today and
          the value over the term. After an upsell, <code>lead.upsell</code> and <code>lead.updated</code> carry the
          agreement with the add-ons. It is <code>null</code> for a request, a decline or a lead stored before it.
        </li>
        <li>
          <code>lead.updated</code> is sent when you change a lead&apos;s status or add a note: the same fields, plus{" "}
          <code>change</code> (<code>&quot;status&quot;</code> or <code>&quot;note&quot;</code>), <code>status</code>{" "}
          (new, contacted, scheduled, won or lost) and <code>notes</code> (every note, oldest first, each with its{" "}
          <code>body</code> and <code>createdAt</code>).
        </li>
      </ul>
      <pre className="overflow-x-auto rounded-md bg-muted p-3 text-xs">{EXAMPLE}</pre>
    </div>
  );
}
