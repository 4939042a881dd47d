// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import type { Funnel } from "@yq/form-schema/funnel";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app";
import { AnalyticsHeadline } from "./analytics-tab";
import { FunnelTable } from "./funnel-table";

const funnel = (steps: Partial<Funnel["steps"]>): Funnel => ({
  period: "30",
  since: null,
  steps: { views: 0, started: 0, serviceChosen: 0, quoteShown: 0, accepted: 0, declined: 0, upsellTaken: 0, ...steps },
  acceptedValue: [],
  sources: [],
  daily: [],
});

const SIX_VISITORS = funnel({
  views: 6,
  started: 5,
  serviceChosen: 4,
  quoteShown: 3,
  accepted: 2,
  declined: 1,
  upsellTaken: 1,
});

describe("the Analytics tab", () => {
  it("opens with the three cards: views, submissions and the conversion rate, rounded", () => {
    renderApp(<AnalyticsHeadline funnel={SIX_VISITORS} />);
    const cards = screen.getByTestId("analytics-cards");
    expect(
      within(cards)
        .getAllByRole("heading", { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(["Views", "Submissions", "Conversion Rate"]);
    expect(cards.textContent).toBe("Views6Submissions5Conversion Rate83%");
  });

  it("says 0% with no views rather than dividing by nothing", () => {
    renderApp(<AnalyticsHeadline funnel={funnel({})} />);
    expect(screen.getByTestId("analytics-cards").textContent).toBe("Views0Submissions0Conversion Rate0%");
  });

  it("lists the visitor's steps in order, and accepted, declined and upsells as outcomes with their shares", () => {
    renderApp(<FunnelTable funnel={SIX_VISITORS} />);
    const path = screen.getByRole("table", { name: "Funnel" });
    const rows = within(path).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.getAttribute("data-step"))).toEqual(["views", "started", "serviceChosen", "quoteShown"]);
    expect(rows[1].textContent).toContain("−17%");

    const outcomes = screen.getByLabelText("Outcomes");
    expect(outcomes.textContent).toContain("67% of quotes shown");
    expect(outcomes.textContent).toContain("33% of quotes shown");
    expect(outcomes.textContent).toContain("50% of accepted quotes");
  });

  it("writes no drop as None and never −0%", () => {
    renderApp(<FunnelTable funnel={funnel({ views: 2, started: 2, serviceChosen: 2, quoteShown: 2 })} />);
    const text = screen.getByRole("table", { name: "Funnel" }).textContent ?? "";
    expect(text).not.toContain("−0%");
    expect(text).not.toContain("-0%");
    expect(text).toContain("None");
  });
});
