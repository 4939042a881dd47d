import { checkLogoUpload, LOGO_TYPES } from "@yq/form-schema/business-profile";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api-client";
import { toastError } from "@/lib/toast";
import { UploadError } from "@/features/media/api/upload-file";
import { useRemoveLogo } from "../api/remove-logo";
import { useUploadLogo } from "../api/upload-logo";

/** The business's logo, shown on top of the emails customers get. */
export function BusinessLogoField({ logoUrl, businessName }: { logoUrl: string | null; businessName: string }) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const input = useRef<HTMLInputElement>(null);
  const busy = upload.isPending || remove.isPending;

  async function onFile(file: File | undefined) {
    if (!file) return;
    // The same rules the server applies, before sending anything.
    const problem = checkLogoUpload(file);
    if (problem) return toastError(problem.title, problem.message);
    try {
      await upload.mutateAsync(file);
    } catch (err) {
      toastError(err instanceof UploadError && err.title ? err.title : "Upload failed", errorMessage(err));
    } finally {
      if (input.current) input.current.value = "";
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="profile-logo">Logo</Label>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex h-16 w-32 items-center justify-center rounded-md border bg-muted/40">
          {logoUrl ? (
            <img
              src={logoUrl}
              alt={`${businessName || "Business"} logo`}
              className="max-h-14 max-w-28 object-contain"
            />
          ) : (
            <span className="text-xs text-muted-foreground">No logo</span>
          )}
        </div>
        <div className="flex gap-2">
          <Button type="button" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
            {upload.isPending ? "Uploading..." : logoUrl ? "Replace logo" : "Upload logo"}
          </Button>
          {logoUrl && (
            <Button
              type="button"
              variant="ghost"
              disabled={busy}
              onClick={() => remove.mutateAsync().catch((err) => toastError("Error", errorMessage(err)))}
            >
              Remove
            </Button>
          )}
        </div>
      </div>
      <input
        ref={input}
        id="profile-logo"
        type="file"
        accept={LOGO_TYPES.join(",")}
        className="sr-only"
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      <p className="text-sm text-muted-foreground">
        PNG, JPEG, GIF or WebP, up to 2 MB. Shown on your customer emails.
      </p>
    </div>
  );
}
