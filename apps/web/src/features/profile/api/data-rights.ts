import { api, unwrap } from "@/lib/api-client";

/** Where the browser downloads the account's zip (GET, the session cookie goes along; decision 083). */
export const ACCOUNT_EXPORT_URL = "/api/account/export";

/** Deletes the account and everything it holds; the server clears the session cookie. */
export const deleteAccount = (values: { password: string; code?: string }) =>
  unwrap(api.account.delete.$post({ json: values }));
