import { NavLink, useLocation } from "react-router";
import { cn } from "@/lib/utils";
import { useSession } from "@/lib/session";
import { navLinksFor } from "./nav-links";

export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { data } = useSession();
  const links = navLinksFor(pathname, data?.role);
  return (
    <nav aria-label="Main navigation" className="flex flex-col gap-1">
      {links.map(({ to, label, icon: Icon, end }) => (
        <NavLink
          key={to}
          to={to}
          end={end}
          onClick={onNavigate}
          className={({ isActive }) =>
            cn(
              "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors",
              isActive ? "bg-primary text-primary-foreground" : "text-foreground hover:bg-accent",
            )
          }
        >
          <Icon className="size-4" aria-hidden />
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
