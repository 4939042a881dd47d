import { isUuid } from "@yq/form-schema/ids";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { HttpError } from "./http-error";
import { withDoc } from "./route-doc";

/**
 * The one check of the ids in a route's path: an id that cannot exist answers 404 with the
 * route's own message (the same answer as an id that is well formed but unknown), before any
 * query, where PostgreSQL would refuse the uuid cast with a 500.
 */
export const idParams = (notFound: string, ...names: string[]): MiddlewareHandler<AppEnv> =>
  withDoc<MiddlewareHandler<AppEnv>>(
    async (c, next) => {
      for (const name of names) if (!isUuid(c.req.param(name))) throw new HttpError(404, notFound);
      return next();
    },
    { kind: "ids", names, notFound },
  );
