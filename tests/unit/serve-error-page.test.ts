import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandServerErrors } from '../../scripts/serve-error-page.mjs';

// Issue #17, defect 11: Next's error shell for a page that failed while rendering has an empty
// server body; the production server answers the branded page instead.
let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    brandServerErrors(req, res);
    const url = req.url ?? '/';
    if (url.startsWith('/shell')) {
      res.statusCode = 500;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write('<!DOCTYPE html><html><head></head>');
      res.end('<body></body></html>');
    } else if (url.startsWith('/gzip')) {
      res.setHeader('Content-Type', 'text/html');
      res.setHeader('Content-Encoding', 'gzip');
      res.writeHead(503);
      res.end(gzipSync('<html><body></body></html>'));
    } else if (url.startsWith('/api/')) {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end('{"detail":"Внутренняя ошибка сервера."}');
    } else {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.write('<p>ok');
      res.end('</p>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('brandServerErrors', () => {
  it('replaces an empty 500 shell with the branded page, length and all', async () => {
    const res = await fetch(`${origin}/shell/catalog/x/`);
    const body = await res.text();
    expect(res.status).toBe(500);
    expect(body).toContain('Ошибка сервера');
    expect(body).toContain('На главную');
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('drops a compressed body and its encoding', async () => {
    const res = await fetch(`${origin}/gzip/`);
    expect(res.status).toBe(503);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toContain('Ошибка сервера');
  });

  it('leaves API errors and good pages alone', async () => {
    const api = await fetch(`${origin}/api/x/`);
    expect(api.status).toBe(500);
    expect(await api.json()).toEqual({ detail: 'Внутренняя ошибка сервера.' });
    const ok = await fetch(`${origin}/catalog/`);
    expect(await ok.text()).toBe('<p>ok</p>');
  });
});
