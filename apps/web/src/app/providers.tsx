import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";

/** The app's query defaults; component tests take a fresh client with the same. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Two retries, no refetch on focus. A 4xx will not change on retry.
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** The app's one client; src/app/start.tsx fills in the session before hydrating the dashboard. */
export const queryClient = createQueryClient();

export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
