import { PlaceholderPage } from "@/components/ui/placeholder-page";

export function SubscriptionPage() {
  return <PlaceholderPage title="Subscription" />;
}
