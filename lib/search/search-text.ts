/** Longest search text the storefront sends and the API accepts (the contract says the same). */
export const SEARCH_TEXT_MAX_LENGTH = 200;

/**
 * Spec §5: search text is trimmed, runs of whitespace collapse and trailing punctuation is
 * stripped before querying. Shared by the search box (what it sends, whether it opens) and the
 * API (what it searches), so both agree on what "empty" means.
 */
export function cleanSearchText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SEARCH_TEXT_MAX_LENGTH)
    .replace(/[\s\p{P}]+$/u, '');
}
