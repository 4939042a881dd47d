import { useEffect, useRef, useState } from "react";

/**
 * The published form in a frame, loaded once the frame is on screen. The public form is a whole
 * React app that runs on the builder's main thread: loaded with the builder (`loading="lazy"` still
 * loads a frame a screen or two away), it was the longest work after a phone's first paint, where
 * the tools sit under the step (decision 123). On a wide screen it is in view, and loads at once.
 */
export function PublishedFormFrame({ src }: { src: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === "undefined");

  useEffect(() => {
    const el = frame.current;
    if (inView || !el) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setInView(true);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [inView]);

  return (
    <iframe
      ref={frame}
      src={inView ? src : undefined}
      title="Published form preview"
      height={300}
      className="w-full rounded-md border"
    />
  );
}
