import { type ProductImageName, PRODUCT_IMAGE_KINDS, PRODUCT_IMAGE_TONES } from './name';

export interface Ctx {
  seed: number;
  variant: number;
  tone: number;
  rnd: () => number;
  pick: <T>(list: readonly T[]) => T;
  range: (min: number, max: number) => number;
}

function mulberry32(a: number): () => number {
  let s = a >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function makeCtx({ kind, seed, variant }: ProductImageName): Ctx {
  // The kind goes into the stream so that equal seeds of different kinds do not look alike;
  // the variant does not, so all pictures of one product share their details.
  const rnd = mulberry32(seed * 2654435761 + PRODUCT_IMAGE_KINDS.indexOf(kind) * 40503);
  const pick = <T>(list: readonly T[]): T =>
    list[Math.floor(rnd() * list.length)] ?? (list[0] as T);
  return {
    seed,
    variant,
    tone: seed % PRODUCT_IMAGE_TONES,
    rnd,
    pick,
    range: (a, b) => a + (b - a) * rnd(),
  };
}

export type Pt = readonly [number, number];
export const n1 = (n: number): number => Math.round(n * 10) / 10;
const pts = (p: readonly Pt[]): string => p.map(([x, y]) => `${n1(x)},${n1(y)}`).join(' ');
export const polygon = (p: readonly Pt[], fill: string, extra = ''): string =>
  `<polygon points="${pts(p)}" fill="${fill}"${extra}/>`;
export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  rx = 0,
  extra = '',
): string =>
  `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(w)}" height="${n1(h)}"${rx ? ` rx="${n1(rx)}"` : ''} fill="${fill}"${extra}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r)}" fill="${fill}"${extra}/>`;
export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra = '',
): string =>
  `<ellipse cx="${n1(cx)}" cy="${n1(cy)}" rx="${n1(rx)}" ry="${n1(ry)}" fill="${fill}"${extra}/>`;
export const path = (d: string, fill: string, extra = ''): string =>
  `<path d="${d}" fill="${fill}"${extra}/>`;
export const stroke = (color: string, width: number, extra = ''): string =>
  ` stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}`;
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  color: string,
  width: number,
  extra = '',
): string =>
  `<line x1="${n1(x1)}" y1="${n1(y1)}" x2="${n1(x2)}" y2="${n1(y2)}"${stroke(color, width, extra)}/>`;
export const group = (transform: string, body: string): string =>
  `<g transform="${transform}">${body}</g>`;
export const shadow = (cx: number, cy: number, rx: number, ry: number): string =>
  ellipse(cx, cy, rx, ry, '#2b2118', ' opacity="0.13"');
export const LABELS = ['PRO', 'MAX', 'FORT', 'NORD', 'TERRA', 'ALFA', 'STONE', 'GRAND'] as const;
export const BAND = [
  '#d23a2f',
  '#2f67b1',
  '#3c9a55',
  '#ec7a22',
  '#f0c23a',
  '#4a4f57',
  '#7b4fa3',
  '#1c9a9a',
];
export const text = (
  x: number,
  y: number,
  size: number,
  fill: string,
  value: string,
  extra = '',
): string =>
  `<text x="${n1(x)}" y="${n1(y)}" font-family="sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" fill="${fill}"${extra}>${value}</text>`;

/** t > 0 mixes towards white, t < 0 towards black. */
export function shade(hex: string, t: number): string {
  const v = Number.parseInt(hex.slice(1), 16);
  const target = t < 0 ? 0 : 255;
  const k = Math.abs(t);
  const ch = (shift: number) => {
    const c = (v >> shift) & 255;
    return Math.round(c + (target - c) * k)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${ch(16)}${ch(8)}${ch(0)}`;
}

function hsl(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

export function frame(ctx: Ctx, body: string): string {
  // A barely tinted backdrop keeps the grid of cards calm while telling pictures apart.
  const hue = (ctx.seed * 47) % 360;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">' +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 0.22, 0.96)}"/>` +
    `<stop offset="1" stop-color="${hsl(hue, 0.14, 0.9)}"/></linearGradient></defs>` +
    '<rect width="800" height="800" fill="url(#bg)"/>' +
    circle(400, 380, 300, '#ffffff', ' opacity="0.45"') +
    body +
    '</svg>'
  );
}
