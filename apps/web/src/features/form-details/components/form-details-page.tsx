import { PlaceholderPage } from "@/components/ui/placeholder-page";

export function FormDetailsPage() {
  return <PlaceholderPage title="Form Details" />;
}
