/** Search engines show about this many characters of a description. */
export const SUMMARY_MAX_CHARS = 160;

/**
 * A page's own text as its meta description when no SEO description was written (goods from
 * 1C usually come without one): one line, cut at a word with an ellipsis, so every product
 * gets a description of its own rather than the site's.
 */
export function textSummary(text: string, max = SUMMARY_MAX_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}
