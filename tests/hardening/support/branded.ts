import type { Answer } from './http';

/**
 * An error the shop owns: JSON with a Russian `detail`, or an HTML page whose server-rendered body
 * already says something (≥ 20 Cyrillic letters outside scripts) — not a bare "Internal Server
 * Error", not a proxy's 502, not a page that is blank until scripts run (issue #17, defect 11).
 */
export function isBranded(res: Answer): boolean {
  const type = String(res.headers['content-type'] ?? '');
  if (type.includes('json')) {
    const detail = (res.body as { detail?: unknown } | null)?.detail;
    return typeof detail === 'string' && /[А-Яа-яЁё]/.test(detail);
  }
  if (type.includes('html')) {
    const body = /<body[\s\S]*<\/body>/i.exec(res.text)?.[0] ?? '';
    const visible = body
      .replace(/<(script|style|template)[\s\S]*?<\/\1>/gi, '')
      .replace(/<[^>]+>/g, ' ');
    return (visible.match(/[А-Яа-яЁё]/g)?.length ?? 0) >= 20;
  }
  return false;
}
