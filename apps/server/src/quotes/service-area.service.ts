import type { MapPoint, ServiceArea } from "@yq/form-schema/service-area";
import {
  areaSet,
  checkServiceArea,
  distanceMiles,
  placedLeadArea,
  type LeadArea,
} from "@yq/form-schema/service-area-check";
import { CONTACT_FIELDS } from "@yq/form-schema/contact-fields";
import type { FormDocument } from "@yq/form-schema/form-document";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import { formSubmissions } from "../db/schema/submissions";
import { HttpError } from "../lib/http-error";
import { leadRoot } from "../leads/lead-access";
import type { SubmissionRow } from "../leads/submission-view";
import { geocode } from "../map/geocode.service";

// The service area at the visitor's address (docs/decisions/120). The server places the lead once
// its address is stored: the point is the geocoder's for the address the lead holds (never a
// point the browser sends), and checkServiceArea (form-schema/service-area-check.ts) decides.
// Only forms with an area and an address field pay for this; every other lead is untouched.

/** What a visitor outside the area hears when a price is asked for anyway. */
export const OUTSIDE_AREA_REFUSAL =
  "This address is outside the area this business serves, so no price can be given. They have your details.";

/** The area that applies to the form, or null where nothing changes (no area, or no address asked). */
function areaOf(doc: FormDocument): ServiceArea | null {
  return areaSet(doc) ? doc.serviceArea : null;
}

/** The record's address columns, in the contact list's order (street, city, state, ZIP). */
const ADDRESS_COLUMNS = CONTACT_FIELDS.filter((f) => f.address).map((f) => f.column);
type Address = Pick<SubmissionRow, (typeof ADDRESS_COLUMNS)[number]>;

/**
 * The point of the lead's address from the geocoder (GEOCODER_URL). Null where the address is
 * empty, no geocoder is set up, it fails or finds nothing: the ZIP list then decides alone and the
 * visitor is never held up by it (checkServiceArea treats an unknown point as inside).
 */
async function pointOf(deps: AppDeps, address: Address, reqId: string): Promise<MapPoint | null> {
  const query = ADDRESS_COLUMNS.map((column) => (address[column] ?? "").trim())
    .filter(Boolean)
    .join(", ");
  if (!query || !deps.env.GEOCODER_URL) return null;
  try {
    const { results } = await geocode(deps, query, reqId);
    const first = results[0];
    return first ? { lat: first.lat, lng: first.lng } : null;
  } catch (err) {
    if (err instanceof HttpError) return null;
    throw err;
  }
}

/**
 * Places a lead just started (or continued) in its form's area: stores the point and whether it
 * is outside, and answers what the public form shows. An outside lead is kept whole (contact and
 * address) for the owner, who may include it later (leads/include-area). A continued lead that is
 * not outside keeps its standing, so an owner's inclusion is not undone by a visitor's return.
 */
export async function placeLead(
  deps: AppDeps,
  started: { lead: { leadId: string }; document: FormDocument; returning: boolean },
  reqId: string,
): Promise<LeadArea | null> {
  // The document the lead's answers were checked against: no area, no read at all.
  const area = areaOf(started.document);
  if (!area) return null;
  const leadId = started.lead.leadId;
  const root = await leadRoot(deps.db, leadId);
  if (started.returning && !root.outsideArea) return placedLeadArea(started.document, root);
  // A point matters to a radius or a drawn area (the travel fee is measured from the radius centre).
  const needsPoint = area.radius !== null || area.drawn.length > 0;
  const point = needsPoint ? await pointOf(deps, root, reqId) : null;
  const zip = root.zipcode?.trim() || null;
  const check = checkServiceArea(area, { zip, point });
  await deps.db
    .update(formSubmissions)
    .set({ location: point, outsideArea: !check.inside })
    .where(eq(formSubmissions.id, leadId));
  return placedLeadArea(started.document, { outsideArea: !check.inside, location: point, zipcode: zip });
}

/** 409 for a price asked of a lead outside the area; the owner's inclusion lifts it. */
export function assertInsideArea(root: { outsideArea: boolean }) {
  if (root.outsideArea) throw new HttpError(409, OUTSIDE_AREA_REFUSAL);
}

/**
 * Miles from the business (the radius centre) to the lead's stored point, for the travel line;
 * null without a radius or a point (no travel fee is then charged).
 */
export function leadTravelMiles(doc: FormDocument, location: MapPoint | null): number | null {
  const centre = doc.serviceArea.radius?.centre;
  return centre && location ? distanceMiles(centre, location) : null;
}
