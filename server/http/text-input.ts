import { hasBadCharacters, TEXT_BAD_CHARACTERS } from '@/lib/api/contract/text';
import { ApiError } from './errors';

/** Deep enough for any body the contract takes; deeper nesting is not walked further. */
const MAX_DEPTH = 32;

function collect(value: unknown, path: string, out: Record<string, string[]>, depth: number) {
  if (typeof value === 'string') {
    if (hasBadCharacters(value)) out[path || 'non_field_errors'] = [TEXT_BAD_CHARACTERS];
    return;
  }
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return;
  for (const [key, item] of Object.entries(value)) {
    // A key with such characters cannot name a field of ours: the error goes to the object.
    if (hasBadCharacters(key)) {
      out[path || 'non_field_errors'] = [TEXT_BAD_CHARACTERS];
      continue;
    }
    collect(item, path ? `${path}.${key}` : key, out, depth + 1);
  }
}

/**
 * One check where text enters the API (path, query and JSON body alike, before the
 * contract): NUL, the C0 controls but tab/LF/CR, DEL and lone surrogates are a 400 with the
 * field named, DRF-style, instead of a database error (500) further down.
 */
export function refuseBadText(parts: readonly unknown[]): void {
  const errors: Record<string, string[]> = {};
  for (const part of parts) collect(part, '', errors, 0);
  if (Object.keys(errors).length) throw new ApiError(400, errors);
}
