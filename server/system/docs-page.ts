import type { AnyEndpoint } from '@/lib/api/endpoint';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/** A self-contained reference page (no CDN): operations grouped by tag, linking the JSON. */
export function renderDocsPage(endpoints: readonly AnyEndpoint[]): string {
  const byTag = new Map<string, AnyEndpoint[]>();
  for (const e of endpoints) byTag.set(e.tag, [...(byTag.get(e.tag) ?? []), e]);
  const sections = [...byTag]
    .map(
      ([tag, list]) =>
        `<section><h2>${escape(tag)}</h2><table>${list
          .map(
            (e) =>
              `<tr><td class="m m-${e.method.toLowerCase()}">${e.method}</td><td><code>${escape(e.path)}</code></td><td>${escape(e.summary)}${
                e.access === 'public' ? '' : ' <span class="tag">вход</span>'
              }</td></tr>`,
          )
          .join('')}</table></section>`,
    )
    .join('');
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Витрина API — справочник</title><style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1000px;padding:24px;color:#1d2330}
h1{font-size:26px}h2{font-size:19px;margin-top:32px}table{border-collapse:collapse;width:100%}
td{border-bottom:1px solid #e4e7ee;padding:8px;vertical-align:top}code{font-size:14px}
.m{font-weight:700;width:70px}.m-get{color:#1a7f37}.m-post{color:#0b5cad}.m-patch{color:#9a6700}.m-delete{color:#cf222e}
.tag{font-size:12px;background:#eef1f6;border-radius:4px;padding:1px 6px}
</style></head><body><h1>Витрина API</h1>
<p>Машиночитаемое описание: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3). Ошибки: <code>{"detail": "..."}</code> или <code>{"поле": ["сообщение"]}</code>.</p>
${sections}</body></html>`;
}
