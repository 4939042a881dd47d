/** Moves one item and renumbers `order` as 0..n-1, so orders never have gaps. */
export function moveAndRenumber<T extends { order: number }>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next.map((item, order) => ({ ...item, order }));
}

export function renumber<T extends { order: number }>(items: readonly T[]): T[] {
  return items.map((item, order) => ({ ...item, order }));
}

export const byOrder = <T extends { order: number }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.order - b.order);

/** Yard-size prices are decimals; anything unreadable is 0. */
export function parsePrice(text: string): number {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) && value >= 0 ? value : 0;
}
