// The "limit" the public routes are measured against (bench/api.ts): a bare Hono app on the
// same HTTP server and the same pg pool settings as the real server (apps/server/src/db/client.ts),
// with one route doing one primary-key select and one doing one insert, nothing else
// (no middleware, no logging, no validation).
// Run: DATABASE_URL=postgres://... PORT=4100 npx tsx bench/baseline-server.ts
import { randomUUID } from "node:crypto";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const app = new Hono()
  .get("/bare/select/:id", async (c) => {
    const { rows } = await pool.query("select * from forms where id = $1", [c.req.param("id")]);
    if (!rows[0]) return c.json({ error: "Form not found" }, 404);
    return c.json(rows[0]);
  })
  .post("/bare/insert/:id", async (c) => {
    const body = await c.req.json<{ answers: Record<string, string>; consent: boolean }>();
    const id = randomUUID();
    const a = body.answers;
    // The same table, columns and triggers as a lead's first record.
    await pool.query(
      `insert into form_submissions (id, form_id, lead_id, customer_name, customer_email, customer_phone,
         street, city, state, zipcode, consent, status, submission_stage)
       values ($1, $2, $1, $3, $4, $5, $6, $7, $8, $9, $10, 'incomplete', 'consent_given')`,
      [id, c.req.param("id"), a.name, a.email, a.phone, a.street, a.city, a.state, a.zipcode, body.consent],
    );
    return c.json({ leadId: id }, 201);
  });

serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 4100), hostname: "127.0.0.1" }, (info) => {
  console.log(`baseline listening on ${info.port}`);
});
process.on("SIGTERM", () => void pool.end().finally(() => process.exit(0)));
