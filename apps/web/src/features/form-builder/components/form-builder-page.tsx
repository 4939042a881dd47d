import { PlaceholderPage } from "@/components/ui/placeholder-page";

export function FormBuilderPage() {
  return <PlaceholderPage title="Form Builder" />;
}
