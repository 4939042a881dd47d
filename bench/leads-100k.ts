// Leads view at 100k submissions: seeds one form with ~100k records (55k leads across every
// stage), then times the screens' queries (the server-side work of each request, without HTTP).
// Run: npm run bench:leads (PGlite in memory); BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres
// npm run bench:leads creates a fresh database on that PostgreSQL server and drops it at the end;
// BENCH_DATABASE_URL=postgres://.../empty_db uses an existing empty database.
// BENCH_ONLY=funnel times only the funnel (the Analytics tab) on the same data.
import { sql } from "drizzle-orm";
import { numberedVisitor } from "@yq/form-schema/testing/visitor-answers";
import pg from "pg";
import { openPglite, openPostgres } from "../apps/server/src/db/client";
import { migrateDatabase } from "../apps/server/src/db/migrate";
import { users } from "../apps/server/src/db/schema/auth";
import { leadsCsv } from "../apps/server/src/leads/leads-csv";
import { listLeads } from "../apps/server/src/leads/leads.service";
import { seedForm, seedManyLeads, type SeedLead } from "../apps/server/src/test/seed-submissions";
import { listSubmissions } from "../apps/server/src/leads/submissions.service";
import { formFunnel } from "../apps/server/src/analytics/funnel.service";
import { countView } from "../apps/server/src/quotes/public-form";
import { findOwnedForm } from "../apps/server/src/lib/owned-form";

const LEADS = Number(process.env.BENCH_LEADS ?? 55_000);
const STAGES = ["started", "quoted", "accepted", "declined", "upsell"] as const;

let databaseUrl = process.env.BENCH_DATABASE_URL;
let dropFresh = async () => {};
if (!databaseUrl && process.env.BENCH_PG_URL) {
  const admin = new pg.Client({ connectionString: process.env.BENCH_PG_URL });
  await admin.connect();
  const name = `yq_bench_leads_${process.pid}`;
  await admin.query(`create database ${name}`);
  databaseUrl = Object.assign(new URL(process.env.BENCH_PG_URL), { pathname: `/${name}` }).toString();
  dropFresh = async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
const database = databaseUrl ? await openPostgres(databaseUrl, 2) : await openPglite();
await migrateDatabase(database);
const { db } = database;
await db.insert(users).values({ id: "bench-owner", email: "bench@example.com", name: "", emailVerified: true });
// As an owner route finds it: with its row version (lib/working-copy.ts).
const form = await findOwnedForm(db, "bench-owner", (await seedForm(db, "bench-owner")).id);

const seeded = performance.now();
const start = Date.now() - LEADS * 60_000;
const leads: SeedLead[] = Array.from({ length: LEADS }, (_, i) => {
  const { name, email, phone } = numberedVisitor(i);
  return { stage: STAGES[i % STAGES.length], name, email, phone, createdAt: new Date(start + i * 60_000) };
});
const records = await seedManyLeads(db, form.id, leads);
console.log(
  `seeded ${records} records (${LEADS} leads) in ${((performance.now() - seeded) / 1000).toFixed(1)} s on ${database.kind}`,
);

// The funnel's other events: views over 120 days, a third of them from one campaign,
// and the service step of every lead that got further than consent.
const VIEWS = Number(process.env.BENCH_VIEWS ?? 200_000);
await db.execute(sql`insert into form_view_events (form_id, created_at, source)
  select ${form.id}, now() - (g % 120) * interval '1 day',
    case when g % 3 = 0 then '{"label": "google / cpc"}'::jsonb end
  from generate_series(1, ${VIEWS}) g`);
await db.execute(sql`insert into lead_steps (lead_id, form_id, step, created_at)
  select id, form_id, 'service', created_at from form_submissions
  where form_id = ${form.id} and lead_stage is not null and lead_stage <> 'started'`);
console.log(`seeded ${VIEWS} view events and the lead steps`);

async function time(label: string, run: () => Promise<unknown>, repeat = 5) {
  await run(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < repeat; i++) {
    const began = performance.now();
    await run();
    samples.push(performance.now() - began);
  }
  samples.sort((a, b) => a - b);
  console.log(`${label.padEnd(44)} median ${samples[Math.floor(repeat / 2)].toFixed(1).padStart(7)} ms`);
}

const funnelOnly = process.env.BENCH_ONLY === "funnel";
const CAMPAIGN = {
  page: "https://lawns.example/?utm_source=google&utm_medium=cpc",
  referrer: null,
  utmSource: "google",
  utmMedium: "cpc",
  utmCampaign: null,
  gclid: null,
  fbclid: null,
  label: "google / cpc",
};
// The public page's write on each view (hot path): half direct, half from the campaign.
async function countViews() {
  for (let i = 0; i < 100; i++) await countView(db, form.id, i % 2 ? CAMPAIGN : null);
}

async function suite() {
  if (funnelOnly) {
    await time("funnel, last 30 days", () => formFunnel(db, form, "30"));
    await time("funnel, all time", () => formFunnel(db, form, "all"));
    await time("count a view (100 in a row)", countViews);
    // The same without the triggers that keep the view counters: their cost.
    await db.execute(sql`alter table form_view_events disable trigger user`);
    await time("count a view (100), counters' triggers off", countViews);
    await db.execute(sql`alter table form_view_events enable trigger user`);
    return;
  }
  await time("submissions page 1 (25)", () => listSubmissions(db, form, {}, 1, 25));
  await time("submissions page 2000 (25)", () => listSubmissions(db, form, {}, 2000, 25));
  await time("leads page 1 (25)", () => listLeads(db, form, {}, 1, 25));
  await time("leads page 1000 (25)", () => listLeads(db, form, {}, 1000, 25));
  await time("leads stage=declined page 100", () => listLeads(db, form, { stage: "declined" }, 100, 25));
  // 11 emails match (visitor-3999@, and visitor-39990@ to visitor-39999@): a few among many.
  await time("leads q=visitor-3999 (name/email)", () => listLeads(db, form, { q: "visitor-3999" }, 1, 25));
  await time("leads q=5551234 (phone digits)", () => listLeads(db, form, { q: "5551234" }, 1, 25));
  await time("funnel, last 30 days", () => formFunnel(db, form, "30"));
  await time("funnel, all time", () => formFunnel(db, form, "all"));
  await time(
    "CSV export, all leads",
    async () => {
      let bytes = 0;
      for await (const chunk of leadsCsv(db, form, {})) bytes += chunk.length;
      return bytes;
    },
    1,
  );
}

console.log("-- statistics as left by the inserts (PGlite runs no autovacuum)");
await suite();
// What autovacuum does on PostgreSQL after a bulk load: fresh statistics, visibility map.
await db.execute(sql`vacuum analyze form_submissions`);
await db.execute(sql`vacuum analyze form_view_events`);
await db.execute(sql`vacuum analyze lead_steps`);
console.log("-- after VACUUM ANALYZE");
await suite();
await database.close();
await dropFresh();
