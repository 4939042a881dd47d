import type { Locator } from "playwright-core";
import { describe, expect } from "./support/fixtures";
import { xssTest as it } from "./support/xss-fixtures";
import { hostile } from "./support/xss-payloads";
import { visible } from "./support/xss-watch";

// The owner's own view of a hostile form: every step of the builder, its live preview run through
// to the result, and the published and quick previews. The pages bypass CSP (see
// support/xss-watch.ts), so the app's escaping is what is tested. Where the payloads reach
// visitors, the owner's lead views and emails is xss.e2e.test.ts.

describe("XSS payloads stay inert", () => {
  it("the builder, its live preview and the tools panel's published preview", async ({
    ownerPage,
    server,
    hostileForms: { formId },
  }) => {
    const { page, context, assertInert } = await ownerPage();
    await page.goto(`${server.url}/forms/${formId}`);
    await page.getByRole("heading", { name: "Edit Form" }).waitFor();
    expect(await page.getByLabel("Form Name").inputValue()).toBe(hostile("f-name"));
    const preview = page.getByRole("region", { name: "Live preview" });
    await visible(preview, "t-formTitle");
    await page.locator('iframe[title="Published form preview"]').waitFor();
    await page.frameLocator('iframe[title="Published form preview"]').getByText("t-formTitle").first().waitFor();
    await assertInert("builder, basic info");

    await page.getByRole("button", { name: "Customer Fields" }).click();
    await visible(page.getByRole("textbox", { name: "Consent Text" }), "consent-rich");
    await assertInert("builder, customer fields");
    await page.getByRole("button", { name: "Services" }).click();
    expect(await page.getByLabel("Mowing Name").inputValue()).toBe(hostile("s-mowing-name"));
    expect(await page.getByLabel("Landscaping Image URL").inputValue()).toBe(
      "javascript:window.__xss='s-landscaping-image'",
    );
    await assertInert("builder, services");
    await page.getByRole("button", { name: "Yard Sizes" }).click();
    expect(await page.getByLabel("Large Yard Description").inputValue()).toBe(hostile("y-large-description"));
    expect(await page.getByRole("textbox", { name: "Small yard: custom service 1 name" }).inputValue()).toBe(
      hostile("y-small-included"),
    );
    await assertInert("builder, yard sizes");
    await page.getByRole("button", { name: "Customization" }).click();
    expect(await page.getByLabel("Decline Button Text").inputValue()).toContain("t-declineButton");
    await visible(page.getByRole("textbox", { name: "Quote Disclaimer" }), "t-quoteDisclaimer");
    await assertInert("builder, customization");
    await page.getByRole("button", { name: "Settings" }).click();
    expect(await page.getByLabel("Redirect URL").inputValue()).toBe("javascript:window.__xss='redirect-url'");
    expect(await page.getByLabel("Upsell Link").inputValue()).toBe("javascript:window.__xss='u-link'");
    expect(await page.getByRole("textbox", { name: "Upsell service 2 name" }).inputValue()).toBe(
      hostile("u-service-2"),
    );
    await assertInert("builder, settings");

    // The live preview runs the whole flow: quote, accept, upsell, result.
    await preview.scrollIntoViewIfNeeded();
    await page.screenshot({ path: "/tmp/yq-xss-builder-preview-1280.png" });
    await preview.getByLabel("Name").fill("Pat Preview");
    await preview.getByLabel("Email").fill("pat@example.com");
    await preview.getByLabel("Phone").fill("555-123-4567");
    // The preview is drawn with CSS zoom in a narrow column, where pointer geometry is
    // unreliable: it is driven by keyboard, as a keyboard user would.
    const key = async (target: Locator, name: string) => {
      await target.focus();
      await page.keyboard.press(name);
    };
    await key(preview.getByRole("checkbox").first(), "Space");
    await key(preview.getByRole("radio", { name: /s-mowing-name/ }), "Space");
    await key(preview.getByRole("radio", { name: /Large Yard/ }), "Space");
    await visible(preview, hostile("y-large-included"));
    await visible(preview, "t-quoteDisclaimer");
    await assertInert("live preview, quote");
    await page.screenshot({ path: "/tmp/yq-xss-builder-1280.png", fullPage: true });
    await key(preview.getByRole("radio", { name: /^Weekly/ }), "Space");
    await key(preview.getByRole("button", { name: /t-acceptButton/ }), "Enter");
    await key(preview.getByRole("checkbox", { name: /u-service-2/ }), "Space");
    await key(preview.getByRole("button", { name: "Add Selected Services" }), "Enter");
    await visible(preview, "t-acceptMessage");
    await assertInert("live preview, result");
    await page.getByRole("button", { name: "Quick Preview" }).click();
    await visible(page.getByRole("dialog", { name: "Quick Preview" }), "t-formTitle");
    await assertInert("quick preview");
    await context.close();
  });
});
