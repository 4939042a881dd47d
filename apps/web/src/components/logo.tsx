import { Link } from "react-router";

export function Logo({ to = "/dashboard" }: { to?: string }) {
  return (
    <Link to={to} className="flex items-center gap-2 font-bold text-primary">
      <img src="/favicon.svg" alt="" className="size-8" />
      <span className="text-lg tracking-tight">YardQuote</span>
    </Link>
  );
}
