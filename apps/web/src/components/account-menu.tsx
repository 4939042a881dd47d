import { CreditCard, LogOut, Settings } from "lucide-react";
import { useLayoutEffect, useRef, type ReactElement } from "react";
import { useNavigate } from "react-router";
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

type AccountMenuProps = {
  /** The trigger button (src/components/user-menu.tsx draws it, before and after this loads). */
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The stand-in trigger had the focus: this one takes it. */
  focusTrigger: boolean;
  withSubscription: boolean;
};

/** The account menu's dropdown, loaded after the first paint (src/components/lazy-on-intent.ts). */
export function AccountMenu({ trigger, open, onOpenChange, focusTrigger, withSubscription }: AccountMenuProps) {
  const navigate = useNavigate();
  const { data } = useSession();
  const { logout, busy } = useLogout();
  const triggerRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    // Only at the swap (the prop does not change after): later the menu returns the focus itself.
    if (focusTrigger) triggerRef.current?.focus();
  }, [focusTrigger]);
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild ref={triggerRef}>
        {trigger}
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
