import { Menu } from "lucide-react";
import { Outlet } from "react-router";
import { loadOnce, useLazyOnIntent } from "@/components/lazy-on-intent";
import { Logo } from "@/components/logo";
import { Button, type ButtonProps } from "@/components/ui/button";
import { SideNav } from "./side-nav";
import { UserMenu } from "@/components/user-menu";

// The drawer (Radix's dialog with its focus trap and scroll lock) is not part of the first load:
// only a phone shows its button, and only when tapped.
const loadNavDrawer = loadOnce(async () => (await import("./nav-drawer")).NavDrawer);

function ToggleMenuButton(props: ButtonProps) {
  return (
    <Button variant="ghost" size="icon" className="md:hidden" aria-label="Toggle Menu" {...props}>
      <Menu />
    </Button>
  );
}

/** Signed-in pages: top bar, side navigation (a drawer on mobile), content, footer. */
export function AppLayout() {
  const {
    Part: NavDrawer,
    focusTrigger,
    open,
    setOpen,
    triggerProps,
  } = useLazyOnIntent(loadNavDrawer, { popup: "dialog", openKeys: ["Enter", " "] });
  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-40 flex h-16 items-center gap-3 border-b bg-background px-4 md:px-6">
        {NavDrawer ? (
          <NavDrawer trigger={<ToggleMenuButton />} open={open} onOpenChange={setOpen} focusTrigger={focusTrigger} />
        ) : (
          <ToggleMenuButton {...triggerProps} />
        )}
        <Logo />
        <div className="ml-auto">
          <UserMenu />
        </div>
      </header>
      <div className="flex flex-1">
        <aside className="hidden w-60 shrink-0 border-r bg-background p-4 md:block">
          <SideNav />
        </aside>
        <main className="min-w-0 flex-1 p-4 md:p-8">
          <Outlet />
        </main>
      </div>
      <footer className="border-t bg-background px-6 py-4 text-center text-sm text-muted-foreground">
        {/* The dashboard's page is prerendered at build: the build's year until
            the footer renders again. */}
        © <span suppressHydrationWarning>{new Date().getFullYear()}</span> YardQuote. All rights reserved.
      </footer>
    </div>
  );
}
