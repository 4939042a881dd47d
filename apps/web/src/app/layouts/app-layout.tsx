import { Menu } from "lucide-react";
import { useState } from "react";
import { Outlet } from "react-router";
import { Logo } from "@/components/logo";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { SideNav } from "./side-nav";
import { UserMenu } from "@/components/user-menu";

/** Signed-in pages: top bar, side navigation (a drawer on mobile), content, footer. */
export function AppLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-40 flex h-16 items-center gap-3 border-b bg-background px-4 md:px-6">
        <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" className="md:hidden" aria-label="Toggle Menu">
              <Menu />
            </Button>
          </SheetTrigger>
          <SheetContent aria-describedby={undefined}>
            <SheetTitle className="sr-only">Menu</SheetTitle>
            <SheetDescription className="sr-only">Navigation links</SheetDescription>
            <div className="pb-2 pt-1">
              <Logo />
            </div>
            <SideNav onNavigate={() => setDrawerOpen(false)} />
          </SheetContent>
        </Sheet>
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
        {/* The dashboard's page is prerendered at build (decision 098): the build's year until
            the footer renders again. */}
        © <span suppressHydrationWarning>{new Date().getFullYear()}</span> YardQuote. All rights reserved.
      </footer>
    </div>
  );
}
