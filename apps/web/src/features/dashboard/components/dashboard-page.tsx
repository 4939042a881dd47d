import { PlaceholderPage } from "@/components/ui/placeholder-page";

export function DashboardPage() {
  return <PlaceholderPage title="Dashboard" />;
}
