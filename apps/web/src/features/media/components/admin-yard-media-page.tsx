import { useEffect } from "react";
import { Alert } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toastError } from "@/lib/toast";
import { useAdminMedia } from "../api/admin-media";
import type { AdminMediaSize } from "../api/upload-admin-media";
import { PageHeader } from "@/components/page-header";
import { MediaGrid } from "./media-grid";
import { UploadGifButton } from "./upload-gif-button";

const TABS: { size: AdminMediaSize; label: string }[] = [
  { size: "small", label: "Small Yard" },
  { size: "medium", label: "Medium Yard" },
  { size: "large", label: "Large Yard" },
];

export function AdminYardMediaPage() {
  const { data, isPending, isError } = useAdminMedia();
  useEffect(() => {
    if (isError) toastError("Error", "Failed to load media");
  }, [isError]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Yard Size Media Library" description="GIFs owners can show for each yard size" />
      <Tabs defaultValue="small">
        <TabsList>
          {TABS.map((t) => (
            <TabsTrigger key={t.size} value={t.size}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((t) => (
          <TabsContent key={t.size} value={t.size} className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-muted-foreground">{t.label} media. GIF files only.</p>
              <UploadGifButton size={t.size} label={t.label} />
            </div>
            {isPending ? (
              <Spinner label="Loading media" />
            ) : isError ? (
              <Alert variant="destructive">Failed to load media. Reload the page to try again.</Alert>
            ) : (
              <MediaGrid items={data.filter((m) => m.sizeCategory === t.size)} />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
