import { ImageOff, Trash2 } from "lucide-react";
import { ConfirmationDialog } from "@/components/confirmation-dialog";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";
import { toastError, toastSuccess } from "@/lib/toast";
import { cn } from "@/lib/utils";
import type { AdminMediaItem } from "../api/admin-media";
import { useDeleteAdminMedia } from "../api/delete-admin-media";
import { useSetAdminMediaActive } from "../api/update-admin-media";

export function MediaGrid({ items }: { items: AdminMediaItem[] }) {
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center text-muted-foreground">
        <ImageOff className="size-8" aria-hidden />
        <p>No media uploaded yet</p>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {items.map((item) => (
        <MediaCard key={item.id} item={item} />
      ))}
    </ul>
  );
}

function MediaCard({ item }: { item: AdminMediaItem }) {
  const toggle = useSetAdminMediaActive();
  const remove = useDeleteAdminMedia();
  const name = item.originalFilename || "GIF";

  async function setActive(isActive: boolean) {
    try {
      await toggle.mutateAsync({ id: item.id, isActive });
      toastSuccess("Success", "Media status updated");
    } catch {
      toastError("Error", "Failed to update media status");
    }
  }
  async function onDelete() {
    try {
      await remove.mutateAsync(item.id);
      toastSuccess("Success", "Media deleted successfully");
    } catch {
      toastError("Error", "Failed to delete media.");
    }
  }

  return (
    <li>
      <Card className="overflow-hidden">
        <div className="relative aspect-video bg-muted">
          <img src={item.url} alt={name} loading="lazy" className="size-full object-contain" />
          <span
            className={cn(
              "absolute right-2 top-2 size-3 rounded-full ring-2 ring-white",
              item.isActive ? "bg-green-500" : "bg-red-500",
            )}
            role="img"
            aria-label={item.isActive ? "Active" : "Inactive"}
          />
        </div>
        <div className="flex items-center justify-between gap-2 p-3">
          <label className="flex min-w-0 items-center gap-2 text-sm">
            <Switch
              checked={item.isActive}
              disabled={toggle.isPending}
              onCheckedChange={setActive}
              aria-label={`Active: ${name}`}
            />
            <span className="truncate" title={name}>
              {name}
            </span>
          </label>
          <ConfirmationDialog
            trigger={
              <Button variant="ghost" size="icon" aria-label={`Delete ${name}`} disabled={remove.isPending}>
                <Trash2 className="text-destructive" />
              </Button>
            }
            title="Delete this GIF?"
            description="The file and its record are removed. This cannot be undone."
            confirmLabel="Delete"
            onConfirm={() => void onDelete()}
          />
        </div>
      </Card>
    </li>
  );
}
