import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';

export interface AuthUser {
  id: number;
  role: 'customer' | 'manager';
}

/** What the app needs from outside; tests pass their own. */
export interface AppDeps {
  database: () => Promise<Database>;
  jwtSecret: string;
  mailer: Mailer;
  /** Public origin of the shop, for links in e-mails. */
  siteOrigin: string;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    user: AuthUser | null;
    /** A Bearer token was sent but failed verification. */
    tokenRejected: boolean;
  };
}
