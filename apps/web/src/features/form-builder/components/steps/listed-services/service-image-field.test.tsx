// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { Hono } from "hono";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app";
import { ServiceImageField } from "./service-image-field";

// A listed service's image: typed as an address or
// uploaded to POST /api/forms/:id/services/media, previewed, and cleared by Remove.

const FORM_ID = "0b5c3d52-6c1e-4d39-9a43-2f9f5e0c1a77";
const URL_OF_UPLOAD = `/media/form-service-images/${FORM_ID}/1764150000000-a1b2c3d4e5f6.png`;
const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function Field({ formId = FORM_ID, initial = "" }: { formId?: string | null; initial?: string }) {
  const [image, setImage] = useState(initial);
  return <ServiceImageField formId={formId} serviceName="Aeration" image={image} onChange={setImage} />;
}

const png = () => new File([new Uint8Array(PNG_BYTES)], "patio.png", { type: "image/png" });
const addressField = () => screen.getByRole("textbox", { name: "Image URL" });
const fileInput = () => screen.getByLabelText("Image file of Aeration");

describe("a listed service's image field", () => {
  it("uploads the chosen file, shows Uploading... meanwhile, then the preview and the address", async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const received: { type: string | undefined; name: string | undefined; bytes: number[] }[] = [];
    const server = new Hono().post(`/api/forms/${FORM_ID}/services/media`, async (c) => {
      received.push({
        type: c.req.header("content-type"),
        name: c.req.header("x-file-name"),
        bytes: [...new Uint8Array(await c.req.arrayBuffer())],
      });
      await answered;
      return c.json({ url: URL_OF_UPLOAD }, 201);
    });
    const { user } = renderApp(<Field />, { server });

    const button = screen.getByRole("button", { name: "Upload image" });
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(button);
    expect(screen.queryByRole("img", { name: "Image of Aeration" })).toBeNull();

    await user.upload(fileInput(), png());
    expect(await screen.findByRole("button", { name: "Uploading..." })).toHaveProperty("disabled", true);
    answer();
    expect(await screen.findByRole("img", { name: "Image of Aeration" })).toHaveProperty(
      "src",
      `${window.location.origin}${URL_OF_UPLOAD}`,
    );
    expect(addressField()).toHaveProperty("value", URL_OF_UPLOAD);
    expect(screen.getByRole("button", { name: "Upload image" })).toHaveProperty("disabled", false);
    expect(received).toEqual([{ type: "image/png", name: "patio.png", bytes: PNG_BYTES }]);
  });

  it("shows the server's message when it refuses the file, and keeps the address", async () => {
    const server = new Hono().post(`/api/forms/${FORM_ID}/services/media`, (c) =>
      c.json({ error: "Please upload an image (JPEG, PNG, GIF, WebP)" }, 415, { "X-Error-Title": "Invalid file type" }),
    );
    const { user } = renderApp(<Field initial="https://example.com/old.jpg" />, { server });
    await user.upload(fileInput(), png());
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("Please upload an image (JPEG, PNG, GIF, WebP)"),
    );
    expect(addressField()).toHaveProperty("value", "https://example.com/old.jpg");
  });

  it("Remove clears the address and the preview", async () => {
    const { user } = renderApp(<Field initial="https://example.com/patio.jpg" />);
    expect(screen.getByRole("img", { name: "Image of Aeration" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Remove image of Aeration" }));
    expect(addressField()).toHaveProperty("value", "");
    expect(screen.queryByRole("img", { name: "Image of Aeration" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove image of Aeration" })).toBeNull();
  });

  it("waits for the form's first save: an upload is filed under the form", () => {
    renderApp(<Field formId={null} />);
    expect(screen.getByRole("button", { name: "Upload image" })).toHaveProperty("disabled", true);
    expect(screen.getByText("Save your form to upload an image.")).toBeTruthy();
  });
});
