/** Where the browser downloads the account's zip (GET, the session cookie goes along). */
export const ACCOUNT_EXPORT_URL = "/api/account/export";
