import { paymentText, type LeadPayment } from "@yq/form-schema/payment-words";
import { Badge } from "@/components/ui/badge";

/** "Deposit paid, $20" (green) or "Awaiting deposit, $20" (amber); nothing when none was asked. */
export function PaymentBadge({ payment }: { payment: LeadPayment | null }) {
  if (!payment) return null;
  const done = payment.status !== "awaiting";
  return (
    <Badge variant={done ? "success" : "warning"}>
      {paymentText(payment.status, payment.kind, payment.amountCents)}
    </Badge>
  );
}

/** A charge of the lead's plan failed and was not collected since (decision 122); nothing otherwise. */
export function PaymentFailedBadge({ failed }: { failed: boolean }) {
  return failed ? <Badge variant="destructive">Payment failed</Badge> : null;
}
