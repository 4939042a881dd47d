import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

/** An account link to Stripe's hosted onboarding (the account is created on the first call). */
export const useConnectStripe = () => useMutation({ mutationFn: () => unwrap(api.payments.connect.$post()) });
