/**
 * A stored value as an older version of the product, or a broken database, left it. The jsonb
 * columns are typed with the current document, which the code never writes otherwise; tests of
 * the tolerant reader and of the data migration write these on purpose.
 */
export const legacyJson = (value: unknown): never => value as never;
