import { PlaceholderPage } from "@/components/ui/placeholder-page";

export function ResetPasswordPage() {
  return (
    <div className="mx-auto max-w-lg p-6">
      <PlaceholderPage title="Reset your password" />
    </div>
  );
}
