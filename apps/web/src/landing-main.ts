import "./index.css";
import { startCarousel } from "./features/landing/carousel";
import type { Me } from "./lib/session";

// The landing page's only script. The page arrives prerendered (src/prerender.tsx)
// and is not hydrated: it needs only the carousel, the current year and, for a signed-in visitor,
// the header's account links. The owner app loads when the visitor goes to it.

// The carousel measures the page as it starts: after the page has loaded and painted, so that
// work never delays the first paint or the first screenshot (the page's largest paint).
function startMovingParts() {
  const carousel = document.querySelector<HTMLElement>("[data-carousel]");
  if (carousel) startCarousel(carousel);
}
if (document.readyState === "complete") requestAnimationFrame(() => setTimeout(startMovingParts));
else addEventListener("load", () => requestAnimationFrame(() => setTimeout(startMovingParts)), { once: true });
for (const year of document.querySelectorAll("[data-current-year]"))
  year.textContent = String(new Date().getFullYear());

async function showSession() {
  const res = await fetch("/api/account/session", { credentials: "same-origin" });
  const me = res.ok ? ((await res.json()) as Me | null) : null;
  const nav = document.querySelector<HTMLElement>("[data-landing-nav]");
  if (!me || !nav) return;
  const { mountSignedInNav } = await import("./landing-nav-island");
  mountSignedInNav(nav, me);
}
// Without a session answer the page stays as it is: signed out, every link still working.
showSession().catch(() => {});
