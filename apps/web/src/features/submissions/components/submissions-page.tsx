import { PlaceholderPage } from "@/components/ui/placeholder-page";

export function SubmissionsPage() {
  return <PlaceholderPage title="Submissions" />;
}
