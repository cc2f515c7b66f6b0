/** What loadConfig needs to build a production server: its secrets and an https origin (config.ts). */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_ORIGIN: 'https://sparklink.example',
  JWT_SECRET: 'j'.repeat(32),
  LOGIN_TICKET_SECRET: 'l'.repeat(32),
  CODE_PEPPER: 'p'.repeat(32),
  COOKIE_SECRET: 'c'.repeat(32),
  // Production refuses the built-in test checkout; no payment is made with this key.
  PAYSTACK_SECRET_KEY: 'sk_test_production_env_unused',
};
