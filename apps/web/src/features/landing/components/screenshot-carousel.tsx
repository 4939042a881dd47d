import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** The carousel advances every 5000 ms until the visitor navigates it. */
export const CAROUSEL_INTERVAL_MS = 5000;

const SLIDES = [
  { title: "Form Builder", src: "/screenshots/form-builder.webp", alt: "The YardQuote form builder with its steps and live preview" },
  { title: "Form List", src: "/screenshots/form-list.webp", alt: "The list of an owner's quote forms" },
  { title: "Form Preview", src: "/screenshots/form-preview.webp", alt: "A published quote form as a visitor sees it" },
];

export function ScreenshotCarousel() {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true });
  const [selected, setSelected] = useState(0);
  const [autoplay, setAutoplay] = useState(true);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    // A swipe or drag is the visitor navigating too.
    const onPointerDown = () => setAutoplay(false);
    embla.on("select", onSelect).on("pointerDown", onPointerDown);
    return () => {
      embla.off("select", onSelect).off("pointerDown", onPointerDown);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || !autoplay) return;
    const timer = window.setInterval(() => embla.scrollNext(), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [embla, autoplay]);

  const go = useCallback(
    (move: () => void) => {
      setAutoplay(false);
      move();
    },
    [],
  );

  return (
    <section aria-roledescription="carousel" aria-label="Product screenshots" className="mx-auto max-w-5xl px-4 pb-16">
      <div className="overflow-hidden rounded-xl border bg-card shadow-lg" ref={viewportRef}>
        <div className="flex">
          {SLIDES.map((slide, i) => (
            <figure
              key={slide.title}
              className="min-w-0 shrink-0 grow-0 basis-full"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${SLIDES.length}: ${slide.title}`}
            >
              <img
                src={slide.src}
                alt={slide.alt}
                width={1200}
                height={750}
                // The first slide is in view at once; the others load when the browser has time.
                loading={i === 0 ? "eager" : "lazy"}
                decoding="async"
                className="aspect-[8/5] w-full bg-muted object-cover object-top"
              />
              <figcaption className="border-t px-4 py-3 text-center font-medium">{slide.title}</figcaption>
            </figure>
          ))}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-center gap-4">
        <Button variant="outline" size="icon" aria-label="Previous screenshot" onClick={() => go(() => embla?.scrollPrev())}>
          <ChevronLeft />
        </Button>
        <div className="flex gap-2">
          {SLIDES.map((slide, i) => (
            <button
              key={slide.title}
              type="button"
              aria-label={`Show ${slide.title}`}
              aria-current={selected === i}
              onClick={() => go(() => embla?.scrollTo(i))}
              className={cn("size-3 cursor-pointer rounded-full transition-colors", selected === i ? "bg-primary" : "bg-border")}
            />
          ))}
        </div>
        <Button variant="outline" size="icon" aria-label="Next screenshot" onClick={() => go(() => embla?.scrollNext())}>
          <ChevronRight />
        </Button>
      </div>
    </section>
  );
}
