/**
 * RFC 6266 / RFC 5987: a download under its exact UTF-8 name (`filename*`) with a plain ASCII
 * `filename` for clients that read only that one.
 */
export function attachment(fileName: string, asciiFallback: string): string {
  const ascii = asciiFallback.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
