import { CircleUser } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { loadOnce, useLazyOnIntent } from "./lazy-on-intent";

// The dropdown (Radix's menu with its positioning) is not part of the first load.
const loadAccountMenu = loadOnce(async () => (await import("./account-menu")).AccountMenu);

function AccountMenuButton(props: ButtonProps) {
  return (
    <Button variant="ghost" size="icon" aria-label="Account menu" {...props}>
      <CircleUser className="size-6!" />
    </Button>
  );
}

/** The account menu of the top bar; the landing page shows it without the Subscription item. */
export function UserMenu({ withSubscription = true }: { withSubscription?: boolean }) {
  const {
    Part: AccountMenu,
    focusTrigger,
    open,
    setOpen,
    triggerProps,
  } = useLazyOnIntent(loadAccountMenu, {
    popup: "menu",
    openKeys: ["Enter", " ", "ArrowDown"],
  });
  if (!AccountMenu) return <AccountMenuButton {...triggerProps} />;
  return (
    <AccountMenu
      trigger={<AccountMenuButton />}
      open={open}
      onOpenChange={setOpen}
      focusTrigger={focusTrigger}
      withSubscription={withSubscription}
    />
  );
}
