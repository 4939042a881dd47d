import type { Db } from "../db/client";
import type { OutboxRow } from "./dispatch";

/** The content of a message rendered when it is sent. */
type RenderedMessage = { subject: string; text: string; html?: string };

/**
 * Renders a row queued with `render` set, at send time (decision 129); throws to have the row
 * retried like any failed delivery (PermanentDeliveryError when no retry can render it).
 */
export type OutboxRenderer = (row: OutboxRow) => Promise<RenderedMessage>;

/** The renderers of each kind of row rendered at send time. */
export type OutboxRenderers = Partial<Record<string, OutboxRenderer>>;

// Handed in per database where the app is wired (deps.ts createDeps), so every worker on that
// database renders, whichever sender it was built with, and the outbox imports no domain.
const renderersOf = new WeakMap<Db, OutboxRenderers>();

/** Sets the renderers the workers on `db` render rows with (deps.ts). */
export function setOutboxRenderers(db: Db, renderers: OutboxRenderers) {
  renderersOf.set(db, renderers);
}

/** The row with its content, rendered now when it was queued to be (render set); else the row as queued. */
export async function renderedRow(db: Db, row: OutboxRow): Promise<OutboxRow> {
  if (!row.render) return row;
  const render = renderersOf.get(db)?.[row.kind];
  if (!render) throw new Error(`no renderer for messages of kind ${row.kind}`);
  const { subject, text, html } = await render(row);
  return { ...row, subject, text, html: html ?? null };
}
