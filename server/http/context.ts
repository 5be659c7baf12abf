import type { Role } from '@/lib/account/roles';
import type { Database } from '../db/client';
import type { ExchangeConfig } from '../exchange/config';
import type { Mailer } from '../mail/mailer';
import type { MediaStorage } from '../media/storage';

/** The signed-in account as stored now: the token says who, the database says what. */
export interface AuthUser {
  id: number;
  role: Role;
  email: string;
  status: 'pending' | 'active' | 'blocked';
  firstName: string | null;
  lastName: string | null;
  patronymic: string | null;
  phone: string | null;
  organization: string | null;
  activeTradePointId: number | null;
}

/** What the app needs from outside; tests pass their own. */
export interface AppDeps {
  database: () => Promise<Database>;
  jwtSecret: string;
  mailer: Mailer;
  /** Public origin of the shop, for links in e-mails. */
  siteOrigin: string;
  /** Issue #12: the 1C exchange's settings over the environment's (tests shrink the limits). */
  exchange?: Partial<ExchangeConfig>;
  /**
   * Issue #17: proxies in front that append to X-Forwarded-For (0: none, key on the socket).
   * TRUSTED_PROXY_HOPS when not given; the test server, reached through no proxy but writing
   * X-Forwarded-For to play many clients, says 1.
   */
  trustedProxyHops?: number;
  /** Issue #17: the throttles' clock (ms); tests pass a fake one to live an hour in a second. */
  now?: () => number;
  /**
   * Issue #12: drops the storefront's cached pages by tag after a 1C import; issue #15: after
   * every change the public pages show (console edits, orders taking stock, cancellations).
   */
  onCatalogChanged?: (tags: string[]) => void | Promise<void>;
  /** Issue #12: where 1C's pictures are stored (default: the MEDIA_DIR folder). */
  media?: MediaStorage;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    user: AuthUser | null;
    /** A Bearer token was sent but failed verification. */
    tokenRejected: boolean;
    /** Issue #17: when this login last proved who it is (password or code), for sensitive changes. */
    signedInAt: Date | null;
    /** Issue #17: when this request began, to weigh what it learns of the database. */
    startedAt: number;
  };
}
