// Area constants shared by the measurement settings (zod) and the tier ranges (no zod), kept apart
// from both so neither imports the other.

export const SQ_FT_PER_ACRE = 43_560;

/** The largest area anything accepts: 100 acres. A lawn-care quote beyond it is a mistake or abuse. */
export const MAX_MEASURABLE_SQ_FT = 100 * SQ_FT_PER_ACRE;
