import { hc, type ClientResponse } from "hono/client";
import type { ApiType } from "@yq/server/api-type";
import { takeEarlyAnswer } from "./early-requests";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Fired on any 401 from the API; the app shell answers with the Session Expired toast. */
export const SESSION_EXPIRED_EVENT = "yq:session-expired";

const fetchWithSession: typeof fetch = async (input, init) => {
  const res = await (takeEarlyAnswer(input, init) ?? fetch(input, { ...init, credentials: "same-origin" }));
  if (res.status === 401) window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
  return res;
};

/** The typed client of our API (types come from the server's route definitions). */
export const api = hc<ApiType>("/api", { fetch: fetchWithSession });

/** Returns the JSON of a 2xx answer, or throws an ApiError carrying the server's message. */
export async function unwrap<T>(promise: Promise<ClientResponse<T>> | ClientResponse<T>): Promise<T> {
  let res: ClientResponse<T>;
  try {
    res = await promise;
  } catch {
    throw new ApiError(0, "Could not reach the server. Check your connection and try again.");
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new ApiError(res.status, body?.error ?? `The server answered ${res.status}.`);
  }
  return (await res.json()) as T;
}

export const errorMessage = (err: unknown, fallback = "Unknown error") =>
  err instanceof Error && err.message ? err.message : fallback;
