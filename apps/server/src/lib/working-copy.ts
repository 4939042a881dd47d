import type { FormDocument } from "@yq/form-schema/form-document";
import { readFormDocument, readFormListing, type FormListing, type StoredFormRow } from "@yq/form-schema/read-form";
import { sql } from "drizzle-orm";
import { forms } from "../db/schema/forms";
import { BoundedCache, deepFreeze } from "./bounded-cache";

// The owner's lists read the working copy of many forms on every page, and reading a stored row
// (repairing each group against its schema) was most of a page's server time at a large account
// (decision 130). A read is reused while the row is the one it was made from: PostgreSQL's xmin,
// the transaction that wrote this version of the row, changes with every update by any writer,
// so no writer has to remember to bump a column, and nothing stale is ever served.

/** Select this beside a forms row's columns to read it through the cache. */
export const formRowVersion = sql<string>`${forms}.xmin::text`;

/** A forms row (or the part of it a read needs) with its id and the version it was selected at. */
export type VersionedRow = StoredFormRow & { id: string; rowVersion: string };

type Entry<T> = { version: string; value: T };

function cachedRead<T>(size: number, read: (row: StoredFormRow) => T) {
  const entries = new BoundedCache<string, Entry<T>>(size);
  return (row: VersionedRow): T => {
    const cached = entries.get(row.id);
    if (cached?.version === row.rowVersion) return cached.value;
    // Frozen: one object is shared by every request that reads this version of the row.
    const value = deepFreeze(read(row));
    entries.set(row.id, { version: row.rowVersion, value });
    return value;
  };
}

/** The form's working copy as readFormDocument reads it; the same frozen object while the row is unchanged. */
export const workingCopy: (row: VersionedRow) => FormDocument = cachedRead(300, readFormDocument);

/** The form's listing (name, description, customer fields) as readFormListing reads it, cached alike. */
export const workingListing: (row: VersionedRow) => FormListing = cachedRead(2000, readFormListing);
