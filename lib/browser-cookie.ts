/**
 * The browser's cookies, read and written by the client. Issue #15: reading a cookie or two is
 * all the frame did with js-cookie, and this keeps its 0.7 kB out of every page's first-load JS.
 */

let jar: Map<string, string> | undefined;

/**
 * `document.cookie` asks the browser's cookie store on every read (0.1–0.2 ms each here), and
 * the personal islands read it on every render and again when React checks their snapshots:
 * 90 reads and splits, 42 ms of a listing's hydration at 4× CPU. One read, parsed once, serves
 * the rest of the task; the next task reads afresh, so a cookie set by a response or in another
 * tab is seen at once.
 */
function cookieJar(): Map<string, string> {
  if (jar === undefined) {
    jar = new Map();
    for (const pair of document.cookie.split('; ')) {
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      // The first of two cookies with one name wins, as document.cookie lists the more specific.
      if (eq < 0 || jar.has(name)) continue;
      jar.set(name, pair.slice(eq + 1));
    }
    queueMicrotask(() => {
      jar = undefined;
    });
  }
  return jar;
}

/** One cookie's value as the browser holds it, or undefined (also on the server); decoded. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = cookieJar().get(name);
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Sets a cookie (`value` as given, with its attributes); a read right after sees it. */
export function writeCookie(cookie: string): void {
  document.cookie = cookie;
  jar = undefined;
}
