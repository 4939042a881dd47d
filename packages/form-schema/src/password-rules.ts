// The password rule of every account, set in Better Auth (apps/server/src/auth/auth.ts) and shown
// under the sign-up form's password field before the first attempt.

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export const PASSWORD_RULE = `Use at least ${MIN_PASSWORD_LENGTH} characters (at most ${MAX_PASSWORD_LENGTH}).`;
