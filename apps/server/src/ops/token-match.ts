import { createHash, timingSafeEqual } from "node:crypto";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Compares a secret with what a caller sent in the same time for any guess: digests have one
 * length whatever was sent, where timingSafeEqual on the texts themselves needs equal lengths
 * (and returning early on a length would tell it).
 */
export const tokenMatches = (expected: string | null | undefined, given: string | undefined) =>
  Boolean(expected) && given !== undefined && timingSafeEqual(digest(expected!), digest(given));
