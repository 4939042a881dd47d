import type { YardSize } from "@yq/form-schema/constants";
import type { MediaChoice, MediaChoices } from "@yq/form-schema/media-choices";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { adminYardSizeMedia, formYardSizeMedia } from "../db/schema/media";
import { findOwnedForm } from "../lib/owned-form";

const choice = (row: { id: string; sizeCategory: string; mediaUrl: string; createdAt: Date }): MediaChoice => ({
  id: row.id,
  sizeCategory: row.sizeCategory,
  url: row.mediaUrl,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The picker's two sources for one size of an owner's form: the admin's library
 * GIFs of that size that are active (an inactive one is hidden here only; forms that chose it
 * keep its URL and its file is still served), and all the form's own uploads, that size first,
 * newest first within each. Another owner's form answers 404, as every media route does.
 */
export async function mediaChoices(db: Db, userId: string, formId: string, size: YardSize): Promise<MediaChoices> {
  const form = await findOwnedForm(db, userId, formId);
  const library = await db
    .select()
    .from(adminYardSizeMedia)
    .where(and(eq(adminYardSizeMedia.sizeCategory, size), eq(adminYardSizeMedia.isActive, true)))
    .orderBy(desc(adminYardSizeMedia.createdAt), desc(adminYardSizeMedia.id));
  const uploads = await db
    .select()
    .from(formYardSizeMedia)
    .where(eq(formYardSizeMedia.formId, form.id))
    .orderBy(
      sql`${formYardSizeMedia.sizeCategory} = ${size} desc`,
      desc(formYardSizeMedia.createdAt),
      desc(formYardSizeMedia.id),
    );
  return { library: library.map(choice), uploads: uploads.map(choice) };
}
