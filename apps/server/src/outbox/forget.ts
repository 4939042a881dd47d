import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

type Queryable = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Removes the queued (and sent, not yet purged) messages whose dedupe key names one of `ids` as
 * one of its colon-separated parts: every key carries the record, lead or account it is about
 * (`lead-alert:<record>`, `follow-up:<lead>`, `sms-code:<user>:...`, `webhook:<endpoint>:...`),
 * so a deleted lead or account leaves no email, text or webhook behind that still carries its data.
 */
export async function forgetMessagesAbout(db: Queryable, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db.execute(sql`
    delete from outbox o
    where string_to_array(o.dedupe_key, ':') && ${sql.param(ids)}::text[]
    returning o.id`);
  return rows.rows.length;
}
