/**
 * The accounts the hardening suite signs in as: seeded beside the demo (seed-accounts.ts) so the
 * demo people stay untouched and every security case owns the account it may lock or log out.
 */
export const HARDENING_PASSWORD = 'Hardening-2026!';

export const FUZZ_BUYER = 'fuzz-buyer@hardening.test';
export const FUZZ_MANAGER = 'fuzz-manager@hardening.test';
/** The second buyer whose cart, orders and profile the fuzzer must never change. */
export const VICTIM = 'victim@hardening.test';

/** One buyer per security case: `sec-<name>@hardening.test`. */
export const SECURITY_CASES = [
  'codes',
  'resend',
  'rotation',
  'parallel',
  'logout',
  'password',
  'csrf',
  'plus-one',
  'idempotency',
  'double-click',
  'owner',
  'stranger',
] as const;
export type SecurityCase = (typeof SECURITY_CASES)[number];
export const securityAccount = (name: SecurityCase) => `sec-${name}@hardening.test`;
