import { api, unwrap } from "@/lib/api-client";

/** Deletes the account and everything it holds; the server clears the session cookie. */
export const deleteAccount = (values: { password: string; code?: string }) =>
  unwrap(api.account.delete.$post({ json: values }));
