import EmblaCarousel from "embla-carousel";

/** The carousel advances every 5000 ms until the visitor navigates it. */
const CAROUSEL_INTERVAL_MS = 5000;

/**
 * Makes the screenshot carousel's markup (screenshot-carousel.tsx) move: swipes, the arrows, the
 * dots and the autoplay. Plain DOM, no React: the prerendered landing page runs it from its own
 * small entry (src/landing-main.ts) without the owner app, and the app's own render of the page
 * calls it from an effect. Returns what stops it.
 */
export function startCarousel(section: HTMLElement): () => void {
  const viewport = section.querySelector<HTMLElement>("[data-carousel-viewport]");
  if (!viewport) return () => {};
  const embla = EmblaCarousel(viewport, { loop: true });
  const dots = [...section.querySelectorAll<HTMLElement>("[data-carousel-dot]")];
  let timer: number | undefined = window.setInterval(() => embla.scrollNext(), CAROUSEL_INTERVAL_MS);
  const stopAutoplay = () => {
    window.clearInterval(timer);
    timer = undefined;
  };
  const showSelected = () => {
    const selected = embla.selectedScrollSnap();
    dots.forEach((dot, i) => {
      dot.setAttribute("aria-current", String(i === selected));
      dot.firstElementChild?.classList.toggle("bg-primary", i === selected);
      dot.firstElementChild?.classList.toggle("bg-border", i !== selected);
    });
  };
  const navigate = (move: () => void) => () => {
    stopAutoplay();
    move();
  };
  const listeners: [Element | null, () => void][] = [
    [section.querySelector("[data-carousel-prev]"), navigate(() => embla.scrollPrev())],
    [section.querySelector("[data-carousel-next]"), navigate(() => embla.scrollNext())],
    ...dots.map((dot, i): [Element, () => void] => [dot, navigate(() => embla.scrollTo(i))]),
  ];
  for (const [element, listener] of listeners) element?.addEventListener("click", listener);
  // A swipe or drag is the visitor navigating too.
  embla.on("select", showSelected).on("pointerDown", stopAutoplay);
  return () => {
    stopAutoplay();
    for (const [element, listener] of listeners) element?.removeEventListener("click", listener);
    embla.destroy();
  };
}
