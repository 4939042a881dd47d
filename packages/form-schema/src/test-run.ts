// The owner's test runs from the builder's preview. Apart from lead-identity.ts so
// the public page's first download takes these names without the zod library.

/**
 * The public form's address parameter that asks for a test run (`?test=1`). It only asks: the page
 * then trades the owner's session for a signed test-run token, and only that token marks a lead.
 */
export const TEST_RUN_PARAM = "test";
/** The header the public form sends its test-run token in. */
export const TEST_RUN_HEADER = "x-test-run";
/**
 * Where the public page keeps the owner's test-run token for the tab (sessionStorage): the page
 * puts it there once the owner app gave it, and the lead's start sends it.
 */
export const testRunStorageKey = (formId: string) => `yq-test-run:${formId}`;
