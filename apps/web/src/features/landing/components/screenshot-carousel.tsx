import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { startCarousel } from "../carousel";
import builder480 from "../screenshots/form-builder-480.webp";
import builder800 from "../screenshots/form-builder-800.webp";
import builder1200 from "../screenshots/form-builder-1200.webp";
import list480 from "../screenshots/form-list-480.webp";
import list800 from "../screenshots/form-list-800.webp";
import list1200 from "../screenshots/form-list-1200.webp";
import preview480 from "../screenshots/form-preview-480.webp";
import preview800 from "../screenshots/form-preview-800.webp";
import preview1200 from "../screenshots/form-preview-1200.webp";

// 480, 800 and 1200 pixels wide (scripts/capture-screenshots.mjs writes them): a phone takes the
// 480 or 800 one, a wide screen the 1200 one. Hashed by the build, so cached for a year.
const srcSet = (w480: string, w800: string, w1200: string) => `${w480} 480w, ${w800} 800w, ${w1200} 1200w`;
/** The shown width: the section is at most 64rem with 1rem padding each side, less the 1px borders. */
const SCREENSHOT_SIZES = "(min-width: 64rem) calc(62rem - 2px), calc(100vw - 2rem - 2px)";

const SLIDES = [
  {
    title: "Form Builder",
    src: builder800,
    srcSet: srcSet(builder480, builder800, builder1200),
    alt: "The YardQuote form builder with its steps and live preview",
  },
  {
    title: "Form List",
    src: list800,
    srcSet: srcSet(list480, list800, list1200),
    alt: "The list of an owner's quote forms",
  },
  {
    title: "Form Preview",
    src: preview800,
    srcSet: srcSet(preview480, preview800, preview1200),
    alt: "A published quote form as a visitor sees it",
  },
];

/** The markup only: carousel.ts moves it (the same code on the prerendered page and in the app). */
export function ScreenshotCarousel() {
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => startCarousel(sectionRef.current!), []);

  return (
    <section
      ref={sectionRef}
      data-carousel
      aria-roledescription="carousel"
      aria-label="Product screenshots"
      className="mx-auto max-w-5xl px-4 pb-16"
    >
      <div className="overflow-hidden rounded-xl border bg-card shadow-lg" data-carousel-viewport>
        <div className="flex">
          {SLIDES.map((slide, i) => (
            // A group with a caption, not a <figure>: a figure with a figcaption may not take a role.
            <div
              key={slide.title}
              className="min-w-0 shrink-0 grow-0 basis-full"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${SLIDES.length}: ${slide.title}`}
            >
              <img
                src={slide.src}
                srcSet={slide.srcSet}
                sizes={SCREENSHOT_SIZES}
                alt={slide.alt}
                width={1200}
                height={750}
                // The first slide is in view at once (and preloaded by the page's head); the others
                // load when the browser has time.
                loading={i === 0 ? "eager" : "lazy"}
                fetchPriority={i === 0 ? "high" : "auto"}
                decoding="async"
                className="aspect-[8/5] w-full bg-muted object-cover object-top"
              />
              <p className="border-t px-4 py-3 text-center font-medium">{slide.title}</p>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-center gap-4">
        <Button variant="outline" size="icon" aria-label="Previous screenshot" data-carousel-prev>
          <ChevronLeft />
        </Button>
        <div className="flex gap-1">
          {SLIDES.map((slide, i) => (
            <button
              key={slide.title}
              type="button"
              aria-label={`Show ${slide.title}`}
              aria-current={i === 0}
              data-carousel-dot
              // A 24 px target around the 12 px dot: big enough for a thumb.
              className="flex size-6 cursor-pointer items-center justify-center rounded-full"
            >
              <span className={cn("size-3 rounded-full transition-colors", i === 0 ? "bg-primary" : "bg-border")} />
            </button>
          ))}
        </div>
        <Button variant="outline" size="icon" aria-label="Next screenshot" data-carousel-next>
          <ChevronRight />
        </Button>
      </div>
    </section>
  );
}
