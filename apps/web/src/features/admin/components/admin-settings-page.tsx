import { PlaceholderPage } from "@/components/ui/placeholder-page";

export function AdminSettingsPage() {
  return <PlaceholderPage title="Admin Settings" />;
}
