import { PlaceholderPage } from "@/components/ui/placeholder-page";

export function AdminYardMediaPage() {
  return <PlaceholderPage title="Yard-Size Media" />;
}
