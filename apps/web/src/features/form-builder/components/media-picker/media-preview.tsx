import { ImageOff } from "lucide-react";
import { cn } from "@/lib/utils";

const isVideoUrl = (url: string) => /\.(mp4|webm|mov)(\?|#|$)/i.test(url);

// A stored media address may have come from anywhere through the API (e.g. "javascript:...");
// only web addresses and our own paths are loaded, as on the public form.
const isLoadableMediaUrl = (url: string) => /^(https?:\/\/|\/(?!\/))/i.test(url.trim());

/** An image, or a muted looping video, filling its box. */
export function MediaPreview({ url, alt, className }: { url: string; alt: string; className?: string }) {
  if (!isLoadableMediaUrl(url)) {
    return (
      <span
        role="img"
        aria-label={`${alt} (not a web address)`}
        className={cn("flex h-full w-full items-center justify-center", className)}
      >
        <ImageOff className="size-6 text-muted-foreground" aria-hidden />
      </span>
    );
  }
  if (isVideoUrl(url)) {
    return (
      <video
        src={url}
        muted
        loop
        playsInline
        autoPlay
        aria-label={alt}
        className={cn("h-full w-full object-cover", className)}
      />
    );
  }
  return <img src={url} alt={alt} loading="lazy" className={cn("h-full w-full object-cover", className)} />;
}
