import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://localhost:3200';
const pages = (process.env.PAGES ?? '/').split(',');
const who = process.env.WHO ?? 'guest';
const widths = (process.env.WIDTHS ?? '1440,360').split(',').map(Number);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const w of widths) {
  const ctx = await browser.newContext({ viewport: { width: w, height: w > 500 ? 900 : 780 }, locale: 'ru-RU', deviceScaleFactor: 1 });
  await ctx.addCookies([{ name: 'cookie_consent', value: '1', url: base }]);
  const page = await ctx.newPage();
  if (who !== 'guest') {
    const [email, password] = who.split(':');
    const r = await page.request.post(base + '/api/auth/token/', { data: { username: email, password }, headers: { origin: base } });
    console.log('login', r.status());
  }
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(600);
    const name = `${who.split('@')[0]}-${p.replace(/[^a-z0-9а-я]+/gi, '_')}-${w}.png`;
    await page.screenshot({ path: `/tmp/shots/${name}`, fullPage: process.env.FULL === '1' });
    console.log(name, await page.title());
  }
  await ctx.close();
}
await browser.close();
