import { describe, expect, test as it } from "./support/fixtures";

// The profile's business settings: phone, time zone and the logo customer emails show.

/** A logo drawn by the page's own canvas: a real PNG, big enough to look like one. */
const drawLogo = () => {
  const canvas = document.createElement("canvas");
  canvas.width = 240;
  canvas.height = 80;
  const g = canvas.getContext("2d")!;
  g.fillStyle = "#4D8B31";
  g.beginPath();
  g.arc(40, 40, 30, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = "#1f2937";
  g.font = "bold 26px sans-serif";
  g.fillText("Green Lawns", 80, 50);
  return canvas.toDataURL("image/png").split(",")[1]!;
};

describe("the profile's business settings", () => {
  it.for([
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ])("saves the phone and time zone and takes a logo, at $width px", async (viewport, { openPage, owner, server }) => {
    const { page, assertNoErrors } = await openPage(viewport);
    await page.context().addCookies(await owner.context.cookies());
    await page.goto(`${server.url}/profile`);
    await page.getByRole("heading", { name: "Profile Settings" }).waitFor();
    expect(await page.getByLabel("Company Name").inputValue()).toBe("Green Lawns");

    await page.getByLabel("Business Phone").fill("(555) 010-2030");
    await page.getByLabel("Time Zone").selectOption("America/Denver");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Profile updated successfully.").waitFor();

    // A file that is not an image is refused before it is sent.
    await page
      .locator("#profile-logo")
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
    await page.getByText("Please upload your logo as an image (PNG, JPEG, GIF or WebP)").first().waitFor();
    const logo = Buffer.from(await page.evaluate(drawLogo), "base64");
    await page.locator("#profile-logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
    await page.getByRole("img", { name: "Green Lawns logo" }).waitFor();

    const profile = await (await page.request.get(`${server.url}/api/account/profile`)).json();
    expect(profile).toMatchObject({ phone: "(555) 010-2030", timeZone: "America/Denver" });
    expect(profile.logoUrl).toMatch(/^\/media\/business-logos\//);
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/profile-${viewport.width}.png`, fullPage: true });
    assertNoErrors();
  });
});
