import { useLayoutEffect, useRef, type ReactElement } from "react";
import { Logo } from "@/components/logo";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { SideNav } from "./side-nav";

type NavDrawerProps = {
  /** The Toggle Menu button (src/app/layouts/app-layout.tsx draws it, before and after this loads). */
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The stand-in trigger had the focus: this one takes it. */
  focusTrigger: boolean;
};

/** The side navigation as a drawer on mobile, loaded after the first paint (src/components/lazy-on-intent.ts). */
export function NavDrawer({ trigger, open, onOpenChange, focusTrigger }: NavDrawerProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    // Only at the swap (the prop does not change after): later the dialog returns the focus itself.
    if (focusTrigger) triggerRef.current?.focus();
  }, [focusTrigger]);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild ref={triggerRef}>
        {trigger}
      </SheetTrigger>
      <SheetContent aria-describedby={undefined}>
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">Navigation links</SheetDescription>
        <div className="pb-2 pt-1">
          <Logo />
        </div>
        <SideNav onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}
