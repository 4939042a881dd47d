import { count, desc, eq, gte, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema/auth";
import { forms } from "../db/schema/forms";
import { profiles } from "../db/schema/profiles";
import { formSubmissions } from "../db/schema/submissions";

/** The admin dashboard shows the 5 most recent items of each list. */
const RECENT_ITEMS = 5;
/** An account is "active" when it signed in or used a session within this many days (docs/decisions). */
const ACTIVE_DAYS = 30;

export type AdminStats = {
  totalUsers: number;
  totalForms: number;
  activeUsers: number;
  settingsUpdated: number;
  recentForms: { id: string; name: string; createdBy: string; createdAt: string }[];
  recentSubmissions: { id: string; formName: string; customer: string | null; createdAt: string }[];
};

export async function adminStats(db: Db): Promise<AdminStats> {
  const since = sql`now() - make_interval(days => ${ACTIVE_DAYS})`;
  const [[userCount], [formCount], [active], [updated], recentForms, recentSubmissions] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(forms),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(
        sql`exists (select 1 from ${profiles} where ${profiles.id} = ${users.id} and ${profiles.lastLoginAt} >= ${since})
          or exists (select 1 from ${sessions} where ${sessions.userId} = ${users.id} and ${sessions.updatedAt} >= ${since})`,
      ),
    // "Settings Updated": forms whose settings were saved today (UTC).
    db
      .select({ n: count() })
      .from(forms)
      .where(gte(forms.updatedAt, sql`date_trunc('day', now() at time zone 'utc') at time zone 'utc'`)),
    db
      .select({
        id: forms.id,
        name: forms.name,
        createdAt: forms.createdAt,
        fullName: profiles.fullName,
        email: users.email,
      })
      .from(forms)
      .innerJoin(users, eq(users.id, forms.userId))
      .leftJoin(profiles, eq(profiles.id, forms.userId))
      .orderBy(desc(forms.createdAt), desc(forms.id))
      .limit(RECENT_ITEMS),
    // One row per lead: its root (consent) record; later stages point at it.
    db
      .select({
        id: formSubmissions.id,
        formName: forms.name,
        customer: formSubmissions.customerName,
        createdAt: formSubmissions.createdAt,
      })
      .from(formSubmissions)
      .innerJoin(forms, eq(forms.id, formSubmissions.formId))
      .where(isNull(formSubmissions.parentSubmissionId))
      .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
      .limit(RECENT_ITEMS),
  ]);
  return {
    totalUsers: userCount.n,
    totalForms: formCount.n,
    activeUsers: Number(active.n),
    settingsUpdated: updated.n,
    recentForms: recentForms.map((f) => ({
      id: f.id,
      name: f.name,
      createdBy: f.fullName || f.email,
      createdAt: f.createdAt.toISOString(),
    })),
    recentSubmissions: recentSubmissions.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })),
  };
}
