import type { ContentfulStatusCode } from "hono/utils/http-status";

/** An error the caller caused or can act on; its message is shown to people as it is. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}
