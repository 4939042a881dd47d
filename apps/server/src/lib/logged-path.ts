// The request log keeps paths for operators, and logs are read by more people than the database:
// a path that is itself a credential (the owner's calendar feed, scheduling/calendar-feed.routes.ts;
// the customer's page link, lib/customer-link.ts) is written with its secret masked, so a log
// reader cannot subscribe to the owner's schedule or act on a customer's plan.

const FEED_PATH = /^\/calendar\/[^/]+$/;
const CUSTOMER_PAGE_PATH = /^\/plan\/[^/]+\.[^/]+\.[^/]+(\/.*)?$/;

/** The request's path as the log may keep it. */
export function loggedPath(path: string): string {
  if (FEED_PATH.test(path)) return "/calendar/[secret].ics";
  const page = CUSTOMER_PAGE_PATH.exec(path);
  return page ? `/plan/[token]${page[1] ?? ""}` : path;
}
