import { wholeNumberText } from "@yq/form-schema/number-text";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card, CardContent, CardHeader } from "@/components/ui/card";

/** A number, or a figure already written out (a rate: "33%"). */
type StatCardProps = { title: string; value: number | string; icon: ReactNode; href?: string; linkLabel?: string };

/** One headline figure: the dashboard's totals, a form's views, submissions and conversion rate. */
export function StatCard({ title, value, icon, href, linkLabel }: StatCardProps) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between pb-2">
        {/* The page's h1 is next above: an h3 here would skip a level (Lighthouse's heading-order). */}
        <h2 className="text-sm font-medium leading-tight text-muted-foreground">{title}</h2>
        <span className="text-primary [&_svg]:size-5" aria-hidden>
          {icon}
        </span>
      </CardHeader>
      <CardContent className="flex items-end justify-between gap-2">
        <p className="text-3xl font-bold">{typeof value === "number" ? wholeNumberText(value) : value}</p>
        {href && linkLabel ? (
          <Link to={href} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {linkLabel}
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}
