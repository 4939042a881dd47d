// A visitor who hits the public form's per-address limit (PUBLIC_LEADS_PER_IP) is
// told so and when to try again (packages/quote-form/src/request-failure.ts), not "Consent Required".
import { expect, test } from "./support/fixtures";
import { fillContact, QUICK_CONTACT } from "./support/visitor";

// One lead per address: the second attempt from the page's address is over the limit.
const it = test.extend("serverEnv", { scope: "file" }, { PUBLIC_LEADS_PER_IP: "1" });

for (const width of [1280, 390]) {
  it(`tells a rate-limited visitor to try again later, with the time, at ${width} px`, async ({
    openPage,
    server,
    publishedForm: formId,
  }) => {
    const { page, context, assertNoErrors } = await openPage({ width, height: 900 }, [/status of 429/]);
    await page.goto(`${server.url}/forms/embed/${formId}`);
    // Each attempt a person of their own (their own email and phone, no kept lead): the same person
    // coming back continues their lead, which no limit counts.
    await fillContact(page, {
      ...QUICK_CONTACT,
      email: `pat-${width}@example.com`,
      phone: `(555) 7${width % 100}-1234`,
    });
    // The first width's visitor starts the one lead this address may start; every later
    // attempt from the address, by another person, is over the limit.
    if (width === 1280) {
      // The lead is stored before the page goes: a reload with its request on the way would cut it,
      // and the next attempt would then be the address's first.
      const stored = page.waitForResponse(
        (res) => /^\/api\/public\/forms\/[^/]+\/leads$/.test(new URL(res.url()).pathname) && res.status() === 201,
      );
      await page.getByLabel("I agree to the terms and conditions").check();
      await stored;
      await page.getByRole("radio", { name: /Mowing Service/ }).waitFor();
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await fillContact(page, {
        ...QUICK_CONTACT,
        name: "Pat Again",
        email: "pat-again@example.com",
        phone: "(555) 799-1234",
      });
    }
    await page.getByLabel("I agree to the terms and conditions").click();
    // Said under the consent box, where it happened.
    await page
      .getByRole("alert")
      .getByText(/too many requests.*Please try again in \d+ minutes? \(at /i)
      .first()
      .waitFor();
    expect(await page.getByLabel("I agree to the terms and conditions").isChecked()).toBe(true);

    await page.getByRole("radio", { name: /Mowing Service/ }).check();
    await page.getByRole("radio", { name: /Small Yard/ }).check();
    await page.getByRole("radio", { name: /^Weekly/ }).check();
    await page.getByRole("button", { name: /^Accept weekly/ }).click();
    await expect
      .poll(() =>
        page
          .getByRole("alert")
          .getByText(/too many requests/i)
          .count(),
      )
      .toBeGreaterThan(0);
    expect(await page.getByText("Consent Required").count()).toBe(0);
    assertNoErrors();
    await context.close();
  });
}
