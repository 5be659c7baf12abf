/**
 * One cookie's value as the browser holds it, or undefined (also on the server). Issue #15:
 * reading a cookie or two is all the frame did with js-cookie, and this keeps its 0.7 kB out
 * of every page's first-load JS. Values are percent-decoded, as js-cookie did.
 */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const pair of document.cookie.split('; ')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq) !== name) continue;
    const value = pair.slice(eq + 1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}
