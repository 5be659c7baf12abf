import 'server-only';
import { env } from '../env';

/** Spec §1: site origin plus the path without its trailing slash. */
export function canonicalUrl(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? '/';
  return env().SITE_ORIGIN + clean.replace(/\/+$/, '');
}
