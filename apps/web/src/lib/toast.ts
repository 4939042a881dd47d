import { toast } from "sonner";

/** The spec's toasts are a title and a description; these are the one way to show them. */
export function toastSuccess(title: string, description?: string) {
  toast.success(title, { description, duration: 3000 });
}

export function toastError(title: string, description?: string) {
  toast.error(title, { description, duration: 5000 });
}

export function toastInfo(title: string, description?: string) {
  toast(title, { description, duration: 3000 });
}
