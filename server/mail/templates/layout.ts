import type { MailMessage } from '../mailer';

export type Mail = Omit<MailMessage, 'to'>;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

export type Block =
  { p: string } | { code: string } | { rows: [string, string][] } | { link: [string, string] };

const blockText = (b: Block): string => {
  if ('p' in b) return b.p;
  if ('code' in b) return b.code;
  if ('rows' in b) return b.rows.map(([k, v]) => `${k}: ${v}`).join('\n');
  return `${b.link[0]}: ${b.link[1]}`;
};

const blockHtml = (b: Block): string => {
  if ('p' in b) return `<p style="margin:0 0 16px">${escapeHtml(b.p)}</p>`;
  if ('code' in b) {
    return `<p style="margin:0 0 16px;font-size:28px;font-weight:700;letter-spacing:6px;font-family:monospace">${escapeHtml(b.code)}</p>`;
  }
  if ('rows' in b) {
    const rows = b.rows
      .map(
        ([k, v]) =>
          `<tr><td style="padding:4px 16px 4px 0;color:#5c6577">${escapeHtml(k)}</td><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
      )
      .join('');
    return `<table style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
  }
  return `<p style="margin:0 0 16px"><a href="${escapeHtml(b.link[1])}" style="color:#0f5bb5">${escapeHtml(b.link[0])}</a></p>`;
};

const SIGNATURE = 'С уважением, команда «Витрины»';

/** One look for every message: a plain-text body and the same content as simple HTML. */
export function compose(subject: string, greeting: string, blocks: Block[]): Mail {
  const text = [greeting, ...blocks.map(blockText), SIGNATURE].join('\n\n');
  const html = [
    '<!doctype html><html lang="ru"><body style="margin:0;padding:24px;background:#f4f6fa;font-family:Arial,sans-serif;color:#1b2230">',
    '<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:16px;padding:32px">',
    `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>`,
    ...blocks.map(blockHtml),
    `<p style="margin:24px 0 0;color:#5c6577">${escapeHtml(SIGNATURE)}</p>`,
    '</div></body></html>',
  ].join('');
  return { subject, text, html };
}

export const hello = (name?: string | null) => (name ? `Здравствуйте, ${name}!` : 'Здравствуйте!');
