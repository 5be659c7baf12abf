import { callTimeEnv } from '@/lib/env';
import type { Db } from '../db/client';
import { TtlCache } from './cache';
import { dadataProvider } from './dadata';
import { searchDirectory } from './directory';
import { egrProvider } from './egr';
import type { CompanyProvider, CompanySuggestion, Country } from './types';

const MAX_SUGGESTIONS = 10;
const cache = new TtlCache<CompanySuggestion[]>(60 * 60 * 1000);

interface ProviderSettings {
  dadataApiKey?: string;
  dadataUrl?: string;
  egrUrl?: string;
  timeoutMs: number;
}

/** Read on every call (callTimeEnv), so tests and deployments switch providers by environment. */
function providerSettingsFromEnv(): ProviderSettings {
  const e = callTimeEnv();
  return {
    dadataApiKey: e.DADATA_API_KEY,
    dadataUrl: e.DADATA_SUGGEST_URL,
    egrUrl: e.EGR_API_URL,
    timeoutMs: e.COMPANY_LOOKUP_TIMEOUT_MS,
  };
}

function configuredProviders(s: ProviderSettings): CompanyProvider[] {
  const out: CompanyProvider[] = [];
  if (s.dadataApiKey) out.push(dadataProvider({ apiKey: s.dadataApiKey, url: s.dadataUrl }));
  if (s.egrUrl) out.push(egrProvider({ url: s.egrUrl }));
  return out;
}

/** A provider's answer within the timeout, from the cache when asked lately; [] when it fails. */
async function ask(
  provider: CompanyProvider,
  text: string,
  timeoutMs: number,
): Promise<CompanySuggestion[]> {
  const key = `${provider.name}:${text.toLowerCase()}`;
  const cached = cache.get(key);
  if (cached) return cached;
  try {
    const found = await provider.suggest(text, AbortSignal.timeout(timeoutMs));
    cache.set(key, found);
    return found;
  } catch (error) {
    console.warn(`[companies] ${provider.name} не ответил:`, (error as Error).message);
    return [];
  }
}

const identity = (s: CompanySuggestion) => s.inn ?? s.unp ?? s.name.toLowerCase();

/** Directory first (it is ours and instant), then the registers, without duplicates. */
export async function suggestCompanies(
  db: Db,
  text: string,
  country: Country,
  settings: ProviderSettings = providerSettingsFromEnv(),
): Promise<CompanySuggestion[]> {
  const providers = configuredProviders(settings).filter(
    (p) => country === 'all' || p.country === country,
  );
  const [own, ...outside] = await Promise.all([
    // Leave room for the registers when any answer.
    searchDirectory(db, text, country, providers.length ? MAX_SUGGESTIONS / 2 : MAX_SUGGESTIONS),
    ...providers.map((p) => ask(p, text, settings.timeoutMs)),
  ]);
  const seen = new Set<string>();
  const out: CompanySuggestion[] = [];
  for (const s of [...(own ?? []), ...outside.flat()]) {
    const id = identity(s);
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(s);
    if (out.length === MAX_SUGGESTIONS) break;
  }
  return out;
}

/** For tests: forget cached register answers. */
export const clearCompanyCache = () => cache.clear();
