import { cn } from "@/lib/utils";

export const isVideoUrl = (url: string) => /\.(mp4|webm|mov)(\?|#|$)/i.test(url);

/** An image, or a muted looping video, filling its box. */
export function MediaPreview({ url, alt, className }: { url: string; alt: string; className?: string }) {
  if (isVideoUrl(url)) {
    return <video src={url} muted loop playsInline autoPlay aria-label={alt} className={cn("h-full w-full object-cover", className)} />;
  }
  return <img src={url} alt={alt} loading="lazy" className={cn("h-full w-full object-cover", className)} />;
}
