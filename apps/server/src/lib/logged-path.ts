// The request log keeps paths for operators, and logs are read by more people than the database:
// a path that is itself a credential (the owner's calendar feed, scheduling/calendar-feed.routes.ts)
// is written with its secret masked, so a log reader cannot subscribe to the owner's schedule.

const FEED_PATH = /^\/calendar\/[^/]+$/;

/** The request's path as the log may keep it. */
export function loggedPath(path: string): string {
  return FEED_PATH.test(path) ? "/calendar/[secret].ics" : path;
}
