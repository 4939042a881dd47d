import { UUID_SOURCE } from "@yq/form-schema/ids";
/**
 * The owner yard-size media layout: {formId}/{size}/{file} in the
 * form-yard-size-media bucket. Anything else in that bucket is "misplaced" and can be moved
 * once we know its form and size (see docs/decisions on media migration).
 */
export const OWNER_MEDIA_BUCKET = "form-yard-size-media";
const SIZES = ["small", "medium", "large", "custom"] as const;
// A form id inside a longer path: the shared id shape without its anchors.
const UUID = UUID_SOURCE;
const CURRENT = new RegExp(`^${UUID}/(${SIZES.join("|")})/[^/]+$`, "i");

export const isCurrentLayout = (path: string) => CURRENT.test(path);

/** What a legacy path itself says: a form id anywhere in it and a size as a segment or name part. */
export function placementFromPath(path: string): { formId: string; size: string } | null {
  const formId = new RegExp(UUID, "i").exec(path)?.[0];
  if (!formId) return null;
  const rest = path.replace(formId, " ").toLowerCase();
  const size = rest.split(/[^a-z]+/).find((part) => (SIZES as readonly string[]).includes(part));
  return size ? { formId: formId.toLowerCase(), size } : null;
}

const fileName = (path: string) => path.slice(path.lastIndexOf("/") + 1);

export const newPathFor = (placement: { formId: string; size: string }, oldPath: string) =>
  `${placement.formId}/${placement.size}/${fileName(oldPath)}`;
