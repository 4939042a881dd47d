import type { DailyCounts } from "@yq/form-schema/funnel";
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

// uPlot (decision 052): the smallest maintained chart library measured, loaded only with this
// chunk when the Analytics tab shows the Over time panel. The table beside it carries the same
// numbers for screen readers, so the canvas is hidden from them.

const SERIES = [
  { label: "Views", stroke: "#94a3b8", key: "views" },
  { label: "Leads", stroke: "#2563eb", key: "leads" },
  { label: "Accepted", stroke: "#2f6b1f", key: "accepted" },
] as const;

const HEIGHT = 260;
const DAY = 86_400;
const dayTick = uPlot.fmtDate("{MMM} {D}");
// Days are UTC days (the server counts them so); shown as such whatever the owner's time zone.
const utc = (seconds: number) => uPlot.tzDate(new Date(seconds * 1000), "Etc/UTC");

function dataOf(days: DailyCounts[]): uPlot.AlignedData {
  return [days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000), ...SERIES.map((s) => days.map((d) => d[s.key]))];
}

export function DailyChart({ days }: { days: DailyCounts[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const chart = new uPlot(
      {
        width: el.clientWidth,
        height: HEIGHT,
        tzDate: utc,
        // uPlot's own legend shows "--" for every value until the pointer is over a day: the
        // legend below names the lines, and the table beside the chart has the numbers.
        legend: { show: false },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
        // Whole days only on the time axis: the counts are per day.
        axes: [
          {
            incrs: [DAY, 2 * DAY, 7 * DAY, 14 * DAY, 30 * DAY, 91 * DAY, 365 * DAY],
            values: (_u, ticks) => ticks.map((t) => dayTick(utc(t))),
          },
          { values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? String(t) : "")) },
        ],
        series: [
          { label: "Day", value: "{MMM} {D}, {YYYY}" },
          ...SERIES.map((s) => ({ label: s.label, stroke: s.stroke, width: 2, points: { show: days.length < 40 } })),
        ],
      },
      dataOf(days),
      el,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days]);
  return (
    <div aria-hidden className="flex flex-col gap-2">
      <div ref={box} data-testid="daily-chart" className="w-full overflow-hidden" />
      <ul className="flex flex-wrap justify-center gap-4 text-sm text-muted-foreground">
        {SERIES.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span className="inline-block h-0.5 w-4 rounded" style={{ backgroundColor: s.stroke }} />
            {s.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
