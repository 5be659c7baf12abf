import { inArray } from 'drizzle-orm';
import { isAdmin } from '@/lib/account/roles';
import {
  checkConfigValue,
  isAdminOnlyConfig,
  SITE_CONFIG_META,
  type ConsoleSetting,
} from '@/lib/api/contract/console-content-settings';
import { SITE_CONFIG_KEYS, TEXT_CONFIG_ADMIN_ONLY, type SiteConfigKey } from '@/lib/constants';
import type { Db, Tx } from '../db/client';
import { siteConfigs } from '../db/schema/content';
import { recordChange } from '../audit/record-change';
import { ApiError, detail } from '../http/errors';
import type { AuthUser } from '../http/context';
import { CACHE_TAG_CONTENT } from './tags';

/** Issue #14: keys that put markup on every page are the admin's alone, read and write. */
export function assertMayTouch(user: AuthUser, key: string): void {
  if (isAdminOnlyConfig(key) && !isAdmin(user.role)) throw detail(403, TEXT_CONFIG_ADMIN_ONLY);
}

async function values(db: Db | Tx): Promise<Map<string, string>> {
  const rows = await db
    .select()
    .from(siteConfigs)
    .where(inArray(siteConfigs.name, [...SITE_CONFIG_KEYS]));
  return new Map(rows.map((r) => [r.name, r.value]));
}

const describe = (name: SiteConfigKey, value: string): ConsoleSetting => {
  const meta = SITE_CONFIG_META[name];
  return {
    name,
    value,
    label: meta.label,
    kind: meta.kind,
    group: meta.group,
    required: meta.required ?? false,
    hint: meta.hint ?? null,
  };
};

/** Every key the user may see, in the spec's order; an unset key comes as an empty value. */
export async function listSettings(db: Db | Tx, user: AuthUser): Promise<ConsoleSetting[]> {
  const stored = await values(db);
  return SITE_CONFIG_KEYS.filter((key) => !isAdminOnlyConfig(key) || isAdmin(user.role)).map(
    (key) => describe(key, stored.get(key) ?? ''),
  );
}

export async function getSetting(db: Db, user: AuthUser, name: SiteConfigKey) {
  assertMayTouch(user, name);
  return describe(name, (await values(db)).get(name) ?? '');
}

/** Saves the keys given (values trimmed), one audit entry per key that changed. */
export async function updateSettings(db: Db, user: AuthUser, input: Record<string, string>) {
  for (const key of Object.keys(input)) assertMayTouch(user, key);
  const errors: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(input)) {
    const message = isAdminOnlyConfig(key) && checkConfigValue(key as SiteConfigKey, value);
    if (message) errors[`values.${key}`] = [message];
  }
  if (Object.keys(errors).length) throw new ApiError(400, errors);
  const list = await db.transaction(async (tx) => {
    const stored = await values(tx);
    for (const [name, raw] of Object.entries(input)) {
      const value = raw.trim();
      const before = stored.get(name) ?? '';
      if (before === value) continue;
      await tx
        .insert(siteConfigs)
        .values({ name, value })
        .onConflictDoUpdate({ target: siteConfigs.name, set: { value } });
      await recordChange(tx, user, {
        action: 'update',
        objectType: 'site_config',
        objectId: name,
        objectTitle: SITE_CONFIG_META[name as SiteConfigKey].label,
        before: { value: before },
        after: { value },
      });
    }
    return listSettings(tx, user);
  });
  // The header, footer, head tags and invoices all read the configs cached under `content`.
  return { list, tags: [CACHE_TAG_CONTENT] };
}
