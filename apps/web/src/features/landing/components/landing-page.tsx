import { FeatureCards } from "./feature-cards";
import { Hero } from "./hero";
import { LandingNav } from "./landing-nav";
import { PricingSection } from "./pricing-section";
import { ScreenshotCarousel } from "./screenshot-carousel";

export function LandingPage() {
  return (
    <div className="min-h-screen bg-background">
      <LandingNav />
      <main>
        <Hero />
        <ScreenshotCarousel />
        <FeatureCards />
        <PricingSection />
      </main>
      <footer className="border-t px-6 py-6 text-center text-sm text-muted-foreground">
        © <span data-current-year>{new Date().getFullYear()}</span> YardQuote. All rights reserved.
      </footer>
    </div>
  );
}
