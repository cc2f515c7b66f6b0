/** Business constants shared by the server and the client (spec 1 §9, spec 2 §9, api-contract §1.6–§1.7). */
export const LIMITS = {
  passwordMin: 6,
  passwordMax: 128,
  emailMax: 254,
  otpMin: 4,
  otpMax: 6,
  codeTtlMs: 10 * 60 * 1000,
  codeMaxAttempts: 5,
  usernameMin: 3,
  usernameMax: 30,
  bioMax: 500,
  taglineMax: 100,
  jsonBodyBytes: 256 * 1024,
  uploadBytes: 10 * 1024 * 1024,
  sessionTtlSeconds: 7 * 24 * 60 * 60,
  loginTicketTtlSeconds: 120,
} as const;

/** UI timings from the spec, in milliseconds. */
export const DELAYS = {
  afterRegisterMs: 1200,
  afterVerifyMs: 1200,
  afterGoogleSuccessMs: 1500,
  afterGoogleFailureMs: 3000,
  bannerMs: 3000,
  toastMs: 5000,
  toastExitMs: 200,
  usernameDebounceMs: 500,
  clockRefreshMs: 60_000,
} as const;

export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  lastVerifiedReference: 'lastVerifiedReference',
} as const;

/**
 * The notifications feed's sizes (decision 006). Kept here, beside no schema, so the dashboard
 * shell that needs the list size does not bring zod into its first load (decision 022).
 */
export const NOTIFICATIONS_LIMITS = {
  listDefault: 20,
  listMax: 50,
  /** Older notifications are deleted when a user gets a newer one past this. */
  keptPerUser: 100,
} as const;
