import { PlaceholderPage } from "@/components/ui/placeholder-page";

export function AdminMediaMigrationPage() {
  return <PlaceholderPage title="Media Migration" />;
}
