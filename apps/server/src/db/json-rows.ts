/**
 * Rows sent to a hand-written statement as one jsonb parameter, an array of arrays in the
 * columns' order (decision 102). The driver passes one string through, where an array per column
 * had every element escaped in JavaScript (about 5 % of an accept's server time, its rows carrying
 * the emails' bodies), and both drivers send a string the same way.
 */
export type JsonColumn = readonly [name: string, type: string];

/** `select … from jsonb_array_elements($n::jsonb)`: the rows of `param` as typed columns. */
export function jsonRowsSql(columns: readonly JsonColumn[], param: string): string {
  const values = columns.map(([name, type], i) =>
    // A JSON null is SQL null in either form: ->> gives null, nullif catches the jsonb 'null'.
    type === "jsonb" ? `nullif(r -> ${i}, 'null'::jsonb) as ${name}` : `(r ->> ${i})::${type} as ${name}`,
  );
  return `select ${values.join(", ")} from jsonb_array_elements(${param}::jsonb) as r`;
}

/** The parameter for jsonRowsSql: each row's values in its columns' order (jsonb ones as values, not text). */
export const jsonRows = (rows: readonly (readonly unknown[])[]): string => JSON.stringify(rows);
