import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

type StatCardProps = { title: string; value: number; icon: ReactNode; href?: string; linkLabel?: string };

export function StatCard({ title, value, icon, href, linkLabel }: StatCardProps) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between pb-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
        <span className="text-primary [&_svg]:size-5" aria-hidden>
          {icon}
        </span>
      </CardHeader>
      <CardContent className="flex items-end justify-between gap-2">
        <p className="text-3xl font-bold">
          {value.toLocaleString("en-US")}
        </p>
        {href && linkLabel ? (
          <Link to={href} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {linkLabel}
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}
