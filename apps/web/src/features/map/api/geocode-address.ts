import { api, unwrap } from "@/lib/api-client";

/**
 * Addresses the server's geocoder finds for `q` (GET /api/public/geocode, the same search as the
 * public form's map): searched when the owner asks, never per keystroke (map.routes.ts says why).
 */
export const geocodeAddress = (q: string) => unwrap(api.public.geocode.$get({ query: { q } }));
