/**
 * Issue #14: who runs the shop. `manager` runs catalogue, content, buyers and orders; `admin`
 * does all of that and also the managers' accounts and the site configs that put markup on
 * every page. `customer` buys; `exchange` only talks to 1C.
 */
export type Role = 'customer' | 'manager' | 'exchange' | 'admin';

export type SiteRole = Exclude<Role, 'exchange'>;

export const STAFF_ROLES = ['manager', 'admin'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaff = (role: string | null | undefined): role is StaffRole =>
  role === 'manager' || role === 'admin';

export const isAdmin = (role: string | null | undefined): role is 'admin' => role === 'admin';
