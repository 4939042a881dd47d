// The first-run steps of the owner's dashboard checklist, in the order the owner does them.
// Apart from the dashboard's zod shape (dashboard.ts), so the owner app's page
// reads the list without the zod library.

export const SETUP_STEPS = ["business", "build", "live", "embed", "lead"] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];
