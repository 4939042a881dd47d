import { showToast } from "./toast-queue";

/** Every toast of the owner app is a title and a description; these are the one way to show them. */
export function toastSuccess(title: string, description?: string) {
  showToast((toast) => toast.success(title, { description, duration: 3000 }));
}

export function toastError(title: string, description?: string) {
  showToast((toast) => toast.error(title, { description, duration: 5000 }));
}

export function toastInfo(title: string, description?: string) {
  showToast((toast) => toast(title, { description, duration: 3000 }));
}
