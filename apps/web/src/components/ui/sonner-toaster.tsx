import { useEffect } from "react";
import { Toaster } from "sonner";
import { toasterMounted } from "@/lib/toast-queue";

/** The toast library's Toaster, in a chunk of its own (src/components/ui/toaster.tsx mounts it). */
export function SonnerToaster() {
  useEffect(() => toasterMounted(), []);
  return <Toaster position="top-right" richColors closeButton />;
}
