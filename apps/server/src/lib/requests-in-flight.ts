// Requests this process is answering right now, counted by requestContext (middleware.ts). The
// outbox worker gives way to them while there are many: under a burst of visitors
// their answers come first and the emails follow.
let inFlight = 0;

export const requestsInFlight = () => inFlight;

/** Runs one request's handling, counted as in flight until it settles. */
export async function countInFlight(handle: () => Promise<void>) {
  inFlight += 1;
  try {
    await handle();
  } finally {
    inFlight -= 1;
  }
}

/** As many requests in flight as a server answering one visitor at a time never has. */
export const BUSY_REQUESTS = 8;

export const serverBusy = () => inFlight >= BUSY_REQUESTS;
