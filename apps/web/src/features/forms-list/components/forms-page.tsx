import { PlaceholderPage } from "@/components/ui/placeholder-page";

export function FormsPage() {
  return <PlaceholderPage title="My Forms" />;
}
