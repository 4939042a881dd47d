import { BarChart3, Code2, Palette, Sparkles, type LucideIcon } from "lucide-react";

const FEATURES: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: "Smart Forms",
    text: "Prices by yard size and service, with steps that appear only when they apply.",
    icon: Sparkles,
  },
  {
    title: "Visual Editor",
    text: "Set colours, texts and buttons in a step-by-step builder with a live preview.",
    icon: Palette,
  },
  {
    title: "Easy Integration",
    text: "Copy one snippet to embed your quote form on any website, or share a direct link.",
    icon: Code2,
  },
  {
    title: "Analytics",
    text: "See views, submissions and conversion for every form, and review each lead.",
    icon: BarChart3,
  },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features-title" className="bg-secondary/50 py-16">
      <div className="mx-auto max-w-6xl px-4 md:px-8">
        <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight">
          Everything you need to quote online
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ title, text, icon: Icon }) => (
            <li key={title} className="rounded-lg border bg-card p-6 shadow-sm">
              <Icon className="size-8 text-primary" aria-hidden />
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
