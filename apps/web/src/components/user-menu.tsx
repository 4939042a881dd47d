import { CircleUser, CreditCard, LogOut, Settings } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useSession } from "@/lib/session";
import { useLogout } from "@/lib/use-logout";

/** The account menu of the top bar; the landing page shows it without the Subscription item. */
export function UserMenu({ withSubscription = true }: { withSubscription?: boolean }) {
  const navigate = useNavigate();
  const { data } = useSession();
  const { logout, busy } = useLogout();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Account menu">
          <CircleUser className="size-6!" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {data && (
          <DropdownMenuLabel className="truncate font-normal text-muted-foreground">
            {data.user.email}
          </DropdownMenuLabel>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate("/profile")}>
          <Settings /> Profile Settings
        </DropdownMenuItem>
        {withSubscription && (
          <DropdownMenuItem onSelect={() => navigate("/subscription")}>
            <CreditCard /> Subscription
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={busy}
          onSelect={(e) => {
            e.preventDefault();
            void logout();
          }}
        >
          <LogOut /> {busy ? "Logging out..." : "Logout"}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
