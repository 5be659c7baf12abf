/**
 * Flat product illustrations drawn on request, so the demo catalogue has pictures without
 * shipping binary files. The file name says everything:
 *
 *   {kind}-{seed}-{variant}.svg
 *
 * kind    one of PRODUCT_IMAGE_KINDS (latin letters only);
 * seed    0…999999 without leading zeros; `seed % PRODUCT_IMAGE_TONES` picks the main colour
 *         from the kind's palette, the rest of the seed varies shape details;
 * variant 1…3, the composition (single item, group, detail), so one product can show up to
 *         three different pictures in the same colours.
 *
 * Only canonical names are accepted, so every picture has exactly one URL (cache-friendly).
 */

export const PRODUCT_IMAGE_KINDS = [
  'kirpich',
  'blok',
  'doska',
  'meshok',
  'kraska',
  'plitka',
  'gipsokarton',
  'profil',
  'laminat',
  'krovlya',
  'profnastil',
  'cherepica',
  'rulon',
  'uteplitel',
  'truba',
  'kabel',
  'rozetka',
  'vyklyuchatel',
  'avtomat',
  'drel',
  'perforator',
  'bolgarka',
  'molotok',
  'shpatel',
  'izmeritel',
  'samorez',
  'dyubel',
  'gvozd',
  'anker',
  'smesitel',
  'krug',
  'sverlo',
] as const;
export type ProductImageKind = (typeof PRODUCT_IMAGE_KINDS)[number];

/** Every palette below has this many colours; seeds congruent modulo it share the main colour. */
export const PRODUCT_IMAGE_TONES = 8;
export const PRODUCT_IMAGE_VARIANTS = 3;
const MAX_SEED = 999_999;

export interface ProductImageName {
  kind: ProductImageKind;
  seed: number;
  variant: number;
}

const FILE_RE = /^([a-z]+)-(0|[1-9][0-9]{0,5})-([1-3])\.svg$/;

export function isProductImageKind(value: string): value is ProductImageKind {
  return (PRODUCT_IMAGE_KINDS as readonly string[]).includes(value);
}

export function productImageFile(kind: ProductImageKind, seed: number, variant: number): string {
  const s = Math.abs(Math.trunc(seed)) % (MAX_SEED + 1);
  const v = Math.min(Math.max(Math.trunc(variant), 1), PRODUCT_IMAGE_VARIANTS);
  return `${kind}-${s}-${v}.svg`;
}

export function parseProductImageFile(file: string): ProductImageName | null {
  const match = FILE_RE.exec(file);
  if (!match) return null;
  const [, kind = '', seed = '', variant = ''] = match;
  if (!isProductImageKind(kind)) return null;
  return { kind, seed: Number(seed), variant: Number(variant) };
}

export function renderProductImage(file: string): string | null {
  const name = parseProductImageFile(file);
  if (!name) return null;
  const ctx = makeCtx(name);
  const body = DRAW[name.kind](ctx);
  const zoom = ZOOM[name.kind];
  return frame(
    ctx,
    zoom ? group(`translate(400 420) scale(${zoom}) translate(-400 -420)`, body) : body,
  );
}

// ---------------------------------------------------------------------------------------------
// Drawing context and primitives

interface Ctx {
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

function makeCtx({ kind, seed, variant }: ProductImageName): Ctx {
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

type Pt = readonly [number, number];
const n1 = (n: number): number => Math.round(n * 10) / 10;
const pts = (p: readonly Pt[]): string => p.map(([x, y]) => `${n1(x)},${n1(y)}`).join(' ');
const polygon = (p: readonly Pt[], fill: string, extra = ''): string =>
  `<polygon points="${pts(p)}" fill="${fill}"${extra}/>`;
const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  rx = 0,
  extra = '',
): string =>
  `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(w)}" height="${n1(h)}"${rx ? ` rx="${n1(rx)}"` : ''} fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r)}" fill="${fill}"${extra}/>`;
const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra = '',
): string =>
  `<ellipse cx="${n1(cx)}" cy="${n1(cy)}" rx="${n1(rx)}" ry="${n1(ry)}" fill="${fill}"${extra}/>`;
const path = (d: string, fill: string, extra = ''): string =>
  `<path d="${d}" fill="${fill}"${extra}/>`;
const stroke = (color: string, width: number, extra = ''): string =>
  ` stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}`;
const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  color: string,
  width: number,
  extra = '',
): string =>
  `<line x1="${n1(x1)}" y1="${n1(y1)}" x2="${n1(x2)}" y2="${n1(y2)}"${stroke(color, width, extra)}/>`;
const group = (transform: string, body: string): string =>
  `<g transform="${transform}">${body}</g>`;
const shadow = (cx: number, cy: number, rx: number, ry: number): string =>
  ellipse(cx, cy, rx, ry, '#2b2118', ' opacity="0.13"');
const LABELS = ['PRO', 'MAX', 'FORT', 'NORD', 'TERRA', 'ALFA', 'STONE', 'GRAND'] as const;
const text = (
  x: number,
  y: number,
  size: number,
  fill: string,
  value: string,
  extra = '',
): string =>
  `<text x="${n1(x)}" y="${n1(y)}" font-family="sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" fill="${fill}"${extra}>${value}</text>`;

/** t > 0 mixes towards white, t < 0 towards black. */
function shade(hex: string, t: number): string {
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

function frame(ctx: Ctx, body: string): string {
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

// Isometric helpers: x runs to the lower right, y to the lower left, z up.
const OX = 400;
const isoPt = (oy: number, x: number, y: number, z: number): Pt => [
  OX + (x - y) * 0.866,
  oy + (x + y) * 0.5 - z,
];

function isoBox(
  oy: number,
  x: number,
  y: number,
  z: number,
  w: number,
  d: number,
  h: number,
  c: string,
): string {
  const p = (a: number, b: number, e: number) => isoPt(oy, a, b, e);
  return (
    polygon([p(x, y + d, z), p(x + w, y + d, z), p(x + w, y + d, z + h), p(x, y + d, z + h)], c) +
    polygon(
      [p(x + w, y, z), p(x + w, y + d, z), p(x + w, y + d, z + h), p(x + w, y, z + h)],
      shade(c, -0.2),
    ) +
    polygon(
      [p(x, y, z + h), p(x + w, y, z + h), p(x + w, y + d, z + h), p(x, y + d, z + h)],
      shade(c, 0.18),
    )
  );
}

const isoShadow = (oy: number, x: number, y: number, w: number, d: number, pad = 16): string =>
  polygon(
    [
      isoPt(oy, x - pad, y - pad, -8),
      isoPt(oy, x + w + pad, y - pad, -8),
      isoPt(oy, x + w + pad, y + d + pad, -8),
      isoPt(oy, x - pad, y + d + pad, -8),
    ],
    '#2b2118',
    ' opacity="0.12"',
  );

/** Local 2D drawing (u right, v down) laid onto a box face. */
const onTop = (oy: number, x: number, y: number, z: number, body: string): string => {
  const [e, f] = isoPt(oy, x, y, z);
  return group(`matrix(0.866 0.5 -0.866 0.5 ${n1(e)} ${n1(f)})`, body);
};
const onLeft = (oy: number, x: number, y: number, zTop: number, body: string): string => {
  const [e, f] = isoPt(oy, x, y, zTop);
  return group(`matrix(0.866 0.5 0 1 ${n1(e)} ${n1(f)})`, body);
};
const onRight = (oy: number, x: number, y: number, zTop: number, body: string): string => {
  const [e, f] = isoPt(oy, x, y, zTop);
  return group(`matrix(-0.866 0.5 0 1 ${n1(e)} ${n1(f)})`, body);
};

function speckles(ctx: Ctx, w: number, h: number, count: number, color: string, size = 3): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    out += circle(
      ctx.range(4, w - 4),
      ctx.range(4, h - 4),
      ctx.range(size * 0.5, size),
      color,
      ' opacity="0.45"',
    );
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Masonry, timber, sheets

const BRICK = [
  '#b4552f',
  '#9c3a24',
  '#6e3b2b',
  '#e4d2ae',
  '#d6a45a',
  '#dcd9d2',
  '#d98e62',
  '#8e8b87',
];

function brick(
  ctx: Ctx,
  oy: number,
  x: number,
  y: number,
  z: number,
  w: number,
  d: number,
  h: number,
  hollow: boolean,
): string {
  const c = BRICK[ctx.tone] ?? '#b4552f';
  let out = isoBox(oy, x, y, z, w, d, h, c);
  if (hollow) {
    let holes = '';
    const cols = Math.max(3, Math.round(w / 52));
    for (let i = 0; i < cols; i += 1) {
      for (let j = 0; j < 2; j += 1) {
        holes += ellipse(
          ((i + 0.5) * w) / cols,
          ((j + 0.5) * d) / 2,
          Math.min(w / cols, d / 2) * 0.26,
          Math.min(w / cols, d / 2) * 0.26,
          shade(c, -0.5),
        );
      }
    }
    out += onTop(oy, x, y, z + h, holes);
  }
  out += onLeft(oy, x, y + d, z + h, speckles(ctx, w, h, Math.round(w / 24), shade(c, -0.3)));
  return out;
}

function drawKirpich(ctx: Ctx): string {
  const hollow = ctx.rnd() < 0.6;
  if (ctx.variant === 1) {
    return (
      isoShadow(440, -200, -95, 400, 190) + brick(ctx, 440, -200, -95, 0, 400, 190, 108, hollow)
    );
  }
  if (ctx.variant === 2) {
    // A wall fragment in stretcher bond: odd rows shifted by half a brick, ends cut flush.
    const [w, d, h, g, half] = [200, 96, 58, 10, 230];
    let out = isoShadow(530, -half, -d / 2, 2 * half, d);
    for (let row = 0; row < 4; row += 1) {
      for (let x0 = -half - (row % 2 ? (w + g) / 2 : 0); x0 < half; x0 += w + g) {
        const xs = Math.max(x0, -half);
        const xe = Math.min(x0 + w, half);
        if (xe - xs > 20) out += brick(ctx, 530, xs, -d / 2, row * (h + g), xe - xs, d, h, false);
      }
    }
    return out;
  }
  let out =
    isoShadow(500, -230, -160, 460, 320) + isoBox(500, -230, -160, 0, 460, 320, 34, '#c79c66');
  for (let layer = 0; layer < 3; layer += 1) {
    for (let j = 0; j < 3; j += 1) {
      for (let i = 0; i < 2; i += 1) {
        out += brick(ctx, 500, -222 + i * 226, -152 + j * 104, 34 + layer * 64, 218, 98, 60, false);
      }
    }
  }
  return out;
}

const BLOCK = [
  '#eceae4',
  '#e2e0d8',
  '#f1efe9',
  '#d9d6cc',
  '#c4663d',
  '#b65a35',
  '#9c9b96',
  '#86857f',
];

function block(
  ctx: Ctx,
  oy: number,
  x: number,
  y: number,
  z: number,
  w: number,
  d: number,
  h: number,
): string {
  const c = BLOCK[ctx.tone] ?? '#eceae4';
  let out = isoBox(oy, x, y, z, w, d, h, c);
  if (ctx.tone === 4 || ctx.tone === 5) {
    let slots = '';
    for (let i = 0; i < 7; i += 1)
      for (let j = 0; j < 3; j += 1)
        slots += rect(
          12 + (i * (w - 24)) / 7,
          10 + (j * (d - 20)) / 3,
          (w - 24) / 7 - 8,
          (d - 20) / 3 - 8,
          shade(c, -0.45),
          3,
        );
    out += onTop(oy, x, y, z + h, slots);
  } else {
    out += onRight(oy, x + w, y, z + h, rect(d / 2 - 30, 22, 60, 26, shade(c, -0.35), 13));
    out += onLeft(oy, x, y + d, z + h, speckles(ctx, w, h, 18, shade(c, -0.18), 4));
  }
  return out;
}

function drawBlok(ctx: Ctx): string {
  if (ctx.variant === 1)
    return isoShadow(420, -160, -90, 320, 180) + block(ctx, 420, -160, -90, 0, 320, 180, 170);
  if (ctx.variant === 2) {
    let out = isoShadow(480, -220, -90, 440, 180);
    for (let row = 0; row < 2; row += 1)
      for (let i = 0; i < 2; i += 1)
        out += block(ctx, 480, -220 + i * 224, -90, row * 124, 216, 180, 120);
    return out;
  }
  return (
    isoShadow(470, -250, -90, 500, 180) +
    block(ctx, 470, -250, -90, 0, 240, 180, 120) +
    block(ctx, 470, 10, -90, 0, 240, 180, 120) +
    block(ctx, 470, -120, -90, 124, 240, 180, 120)
  );
}

const WOOD = [
  '#e2b77a',
  '#edd2a0',
  '#c98d52',
  '#b98a5a',
  '#7a5034',
  '#9aa46a',
  '#a56b3f',
  '#c9b08c',
];

function woodGrain(ctx: Ctx, w: number, d: number, c: string): string {
  let out = '';
  for (let i = 0; i < 3; i += 1) {
    const y = ctx.range(0.2, 0.8) * d;
    out += path(
      `M4 ${n1(y)} C${n1(w * 0.3)} ${n1(y - 6)} ${n1(w * 0.6)} ${n1(y + 6)} ${n1(w - 4)} ${n1(y)}`,
      'none',
      stroke(shade(c, -0.25), 2, ' opacity="0.6"'),
    );
  }
  return out;
}

function plank(
  ctx: Ctx,
  oy: number,
  x: number,
  y: number,
  z: number,
  w: number,
  d: number,
  h: number,
): string {
  const c = WOOD[ctx.tone] ?? '#e2b77a';
  const rings = [0.45, 0.3, 0.15]
    .map((k, i) =>
      ellipse(
        d / 2,
        h / 2,
        d * k,
        h * k,
        i % 2 ? shade(c, -0.08) : shade(c, -0.3),
        ' fill-opacity="0.6"',
      ),
    )
    .join('');
  return (
    isoBox(oy, x, y, z, w, d, h, c) +
    onTop(oy, x, y, z + h, woodGrain(ctx, w, d, c)) +
    onLeft(oy, x, y + d, z + h, woodGrain(ctx, w, h, c)) +
    onRight(oy, x + w, y, z + h, rings)
  );
}

function drawDoska(ctx: Ctx): string {
  if (ctx.variant === 2) {
    return (
      isoShadow(460, -260, -80, 520, 160) +
      plank(ctx, 460, -260, -80, 0, 520, 80, 80) +
      plank(ctx, 460, -260, 0, 0, 520, 80, 80) +
      plank(ctx, 460, -260, -40, 80, 520, 80, 80)
    );
  }
  const rows = ctx.variant === 1 ? 3 : 2;
  let out = isoShadow(470, -270, -120, 540, 240);
  for (let r = 0; r < rows; r += 1)
    for (let i = 0; i < 3; i += 1)
      out += plank(ctx, 470, -270 + (r % 2) * 14, -120 + i * 82, r * 34, 540, 76, 30);
  return out;
}

const BOARD = [
  '#d3d5d3',
  '#c6c9c7',
  '#9fc09c',
  '#b5d1ad',
  '#e3aaa8',
  '#d99a98',
  '#a9bfd8',
  '#eeede8',
];

function drawGipsokarton(ctx: Ctx): string {
  const c = BOARD[ctx.tone] ?? '#d3d5d3';
  if (ctx.variant === 2) {
    const sheet = (x: number, k: number) =>
      polygon(
        [
          [x, 180],
          [x + 200, 200],
          [x + 240, 640],
          [x + 40, 620],
        ],
        shade(c, k),
      ) +
      polygon(
        [
          [x + 200, 200],
          [x + 212, 196],
          [x + 252, 636],
          [x + 240, 640],
        ],
        shade(c, -0.25),
      );
    return shadow(420, 640, 250, 26) + sheet(200, -0.06) + sheet(300, 0) + sheet(400, 0.05);
  }
  const count = ctx.variant === 1 ? 9 : 5;
  let out = isoShadow(480, -250, -130, 500, 260);
  for (let i = 0; i < count; i += 1)
    out += isoBox(480, -250 + ctx.range(-6, 6), -130 + ctx.range(-4, 4), i * 13, 500, 260, 12, c);
  const z = count * 13;
  out += onTop(
    480,
    -250,
    -130,
    z,
    [40, 120, 200].map((y) => line(30, y + 8, 470, y + 8, '#5a7fb0', 2, ' opacity="0.5"')).join(''),
  );
  return out;
}

const STEEL = [
  '#c8ccd0',
  '#b9bec4',
  '#d3d6d9',
  '#aeb3b9',
  '#c2c6c9',
  '#d8dadc',
  '#a3a9b0',
  '#bcc2c8',
];

function drawProfil(ctx: Ctx): string {
  const c = STEEL[ctx.tone] ?? '#c8ccd0';
  const n = ctx.variant === 1 ? 3 : ctx.variant === 2 ? 5 : 2;
  let out = isoShadow(450, -260, -35 * n, 520, 70 * n);
  for (let i = 0; i < n; i += 1) {
    const y = -35 * n + i * 70;
    out +=
      isoBox(450, -260, y, 0, 520, 4, 40, shade(c, -0.05)) +
      isoBox(450, -260, y, 0, 520, 60, 4, c) +
      isoBox(450, -260, y + 56, 0, 520, 4, 40, c);
    out += onTop(450, -260, y, 4, line(10, 30, 510, 30, '#ffffff', 3, ' opacity="0.5"'));
  }
  return out;
}

function drawLaminat(ctx: Ctx): string {
  const c = WOOD[ctx.tone] ?? '#c98d52';
  const planks = (w: number, d: number, rows: number) => {
    let out = rect(0, 0, w, d, c);
    for (let r = 0; r < rows; r += 1) {
      const off = ((r * 37) % 100) / 100;
      out += rect(0, (r * d) / rows, w, d / rows, shade(c, ctx.range(-0.12, 0.1)));
      out += line(0, (r * d) / rows, w, (r * d) / rows, shade(c, -0.35), 1.5);
      out += line(
        w * (0.3 + off * 0.5),
        (r * d) / rows,
        w * (0.3 + off * 0.5),
        ((r + 1) * d) / rows,
        shade(c, -0.35),
        1.5,
      );
    }
    return out + woodGrain(ctx, w, d, c);
  };
  if (ctx.variant === 1) {
    return (
      isoShadow(470, -240, -110, 480, 220) +
      isoBox(470, -240, -110, 0, 480, 220, 60, '#e9e4da') +
      onTop(470, -240, -110, 60, planks(480, 220, 4)) +
      onLeft(470, -240, 110, 60, rect(30, 16, 120, 28, shade(c, -0.3), 4))
    );
  }
  if (ctx.variant === 2)
    return (
      isoShadow(470, -260, -200, 520, 400, 4) +
      isoBox(470, -260, -200, 0, 520, 400, 10, shade(c, -0.2)) +
      onTop(470, -260, -200, 10, planks(520, 400, 8))
    );
  let out = isoShadow(480, -260, -100, 520, 200);
  for (let i = 0; i < 3; i += 1)
    out +=
      isoBox(480, -260 + i * 20, -100 + i * 40, i * 16, 500, 90, 14, c) +
      onTop(480, -260 + i * 20, -100 + i * 40, i * 16 + 14, planks(500, 90, 1));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Bags, buckets, tiles

const BAND = [
  '#d23a2f',
  '#2f67b1',
  '#3c9a55',
  '#ec7a22',
  '#f0c23a',
  '#4a4f57',
  '#7b4fa3',
  '#1c9a9a',
];

function bag(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const band = BAND[ctx.tone] ?? '#d23a2f';
  const paper = ctx.pick(['#dcc7a0', '#f2f0ea', '#d2d2cd']);
  const lx = (t: number) => x + 10 - 20 * t;
  const rx = (t: number) => x + w - 10 + 20 * t;
  const yAt = (t: number) => y + t * h;
  const body = path(
    `M${lx(0)} ${y + 10} Q${x + w / 2} ${y - 8} ${rx(0)} ${y + 10} L${rx(1)} ${y + h - 14} Q${x + w / 2} ${y + h + 10} ${lx(1)} ${y + h - 14} Z`,
    paper,
  );
  const b1 = 0.36;
  const b2 = 0.6;
  const bandPoly = polygon(
    [
      [lx(b1), yAt(b1)],
      [rx(b1), yAt(b1)],
      [rx(b2), yAt(b2)],
      [lx(b2), yAt(b2)],
    ],
    band,
  );
  let zig = `M${lx(0.05)} ${yAt(0.05)}`;
  for (let i = 1; i <= 16; i += 1)
    zig += ` L${n1(lx(0.05) + ((rx(0.05) - lx(0.05)) * i) / 16)} ${n1(yAt(0.05) + (i % 2 ? 5 : -5))}`;
  return (
    body +
    polygon(
      [
        [rx(0) - w * 0.18, y + 4],
        [rx(0), y + 10],
        [rx(1), y + h - 14],
        [rx(1) - w * 0.18, y + h],
      ],
      '#000000',
      ' opacity="0.07"',
    ) +
    path(zig, 'none', stroke(shade(paper, -0.3), 3)) +
    bandPoly +
    polygon(
      [
        [lx(0.66), yAt(0.66)],
        [x + w * 0.55, yAt(0.66)],
        [x + w * 0.3, yAt(0.86)],
        [lx(0.86), yAt(0.86)],
      ],
      shade(band, 0.25),
      ' opacity="0.85"',
    ) +
    text(x + w / 2, yAt(0.5) + w * 0.05, Math.round(w * 0.17), '#ffffff', ctx.pick(LABELS)) +
    circle(x + w * 0.78, yAt(0.22), w * 0.07, band) +
    rect(x + w * 0.2, yAt(0.2), w * 0.36, 10, shade(paper, -0.25), 5) +
    rect(x + w * 0.2, yAt(0.26), w * 0.24, 8, shade(paper, -0.18), 4)
  );
}

function drawMeshok(ctx: Ctx): string {
  if (ctx.variant === 1) return shadow(400, 655, 210, 30) + bag(ctx, 220, 170, 360, 480);
  if (ctx.variant === 2)
    return shadow(400, 665, 290, 30) + bag(ctx, 150, 250, 280, 390) + bag(ctx, 370, 210, 300, 430);
  const powder = ctx.pick(['#a7a7a3', '#efede6', '#cfc6b5']);
  return (
    shadow(380, 665, 300, 30) +
    bag(ctx, 140, 190, 300, 460) +
    path('M430 660 Q520 520 640 560 Q700 600 720 660 Z', powder) +
    path('M470 660 Q540 560 620 585', 'none', stroke(shade(powder, 0.3), 6)) +
    group(
      'rotate(-28 600 520)',
      polygon(
        [
          [560, 470],
          [680, 470],
          [620, 560],
        ],
        '#b9bec4',
      ) + rect(612, 400, 16, 74, '#7a5034', 6),
    )
  );
}

const PAINT = [
  '#f4f1ea',
  '#e7d6b8',
  '#9cc3e4',
  '#a9d8c2',
  '#c96f4f',
  '#4d535c',
  '#f0c64a',
  '#b7a4d6',
];

function bucket(ctx: Ctx, cx: number, top: number, w: number, h: number, open = false): string {
  const paint = PAINT[ctx.tone] ?? '#f4f1ea';
  const body = ctx.seed % 3 === 0 ? '#2f5fa0' : '#f7f7f5';
  const lid = open ? shade(body, -0.25) : ctx.seed % 2 ? paint : shade(body, -0.08);
  const bw = w * 0.88;
  const [x0, y0, lw, lh] = [cx - w * 0.42, top + h * 0.22, w * 0.84, h * 0.52];
  const label = body === '#f7f7f5' ? '#ffffff' : shade(body, 0.15);
  return (
    path(
      `M${cx - w / 2} ${top} L${cx + w / 2} ${top} L${cx + bw / 2} ${top + h} Q${cx} ${top + h + 24} ${cx - bw / 2} ${top + h} Z`,
      body,
    ) +
    polygon(
      [
        [cx + w * 0.28, top],
        [cx + w / 2, top],
        [cx + bw / 2, top + h],
        [cx + bw * 0.28, top + h + 10],
      ],
      '#000000',
      ' opacity="0.07"',
    ) +
    rect(x0, y0, lw, lh, label, 12) +
    path(
      `M${n1(x0)} ${n1(y0 + 12)} Q${n1(x0)} ${n1(y0)} ${n1(x0 + 12)} ${n1(y0)} L${n1(x0 + lw - 12)} ${n1(y0)} Q${n1(x0 + lw)} ${n1(y0)} ${n1(x0 + lw)} ${n1(y0 + 12)} L${n1(x0 + lw)} ${n1(y0 + lh * 0.42)} C${n1(x0 + lw * 0.75)} ${n1(y0 + lh * 0.62)} ${n1(x0 + lw * 0.3)} ${n1(y0 + lh * 0.26)} ${n1(x0)} ${n1(y0 + lh * 0.5)} Z`,
      paint,
    ) +
    rect(x0 + lw * 0.62, y0 + lh * 0.4, lw * 0.06, lh * 0.16, paint, lw * 0.03) +
    text(
      cx,
      y0 + lh * 0.84,
      Math.round(w * 0.12),
      body === '#f7f7f5' ? '#3b3f46' : '#ffffff',
      ctx.pick(LABELS),
    ) +
    ellipse(cx, top, w / 2 + 6, w * 0.12, shade(lid, -0.15)) +
    ellipse(cx, top - 6, w / 2, w * 0.11, lid) +
    (open ? ellipse(cx, top - 4, w / 2 - 12, w * 0.09, paint) : '') +
    path(
      `M${cx - w / 2} ${top + 4} C${cx - w / 2} ${top - w * 0.7} ${cx + w / 2} ${top - w * 0.7} ${cx + w / 2} ${top + 4}`,
      'none',
      stroke('#6b7078', 5),
    )
  );
}

function drawKraska(ctx: Ctx): string {
  if (ctx.variant === 1) return shadow(400, 650, 200, 28) + bucket(ctx, 400, 280, 320, 340);
  if (ctx.variant === 2)
    return (
      shadow(400, 655, 290, 28) + bucket(ctx, 300, 270, 300, 350) + bucket(ctx, 540, 420, 180, 210)
    );
  const paint = PAINT[ctx.tone] ?? '#f4f1ea';
  return (
    shadow(400, 655, 280, 28) +
    bucket(ctx, 360, 300, 320, 330, true) +
    group(
      'rotate(28 600 420)',
      rect(570, 250, 60, 170, '#c98d52', 10) +
        rect(560, 410, 80, 40, '#b9bec4', 4) +
        rect(556, 446, 88, 90, '#3a3632', 6) +
        rect(556, 500, 88, 36, paint, 6),
    )
  );
}

const TILE = [
  '#f3f1ec',
  '#e6d8c3',
  '#b9bcbe',
  '#4b4f55',
  '#8fb2d3',
  '#a8cfc0',
  '#d8c4a0',
  '#c8795a',
];

function tileFace(ctx: Ctx, size: number, style: number): string {
  const c = TILE[ctx.tone] ?? '#f3f1ec';
  const accent = shade(c, ctx.tone === 3 ? 0.35 : -0.35);
  let out = rect(0, 0, size, size, c);
  if (style === 0) {
    for (let i = 0; i < 3; i += 1) {
      const y = ctx.range(0, size);
      out += path(
        `M0 ${n1(y)} C${n1(size * 0.3)} ${n1(y + ctx.range(-60, 60))} ${n1(size * 0.6)} ${n1(y + ctx.range(-60, 60))} ${size} ${n1(ctx.range(0, size))}`,
        'none',
        stroke(accent, ctx.range(1, 3), ' opacity="0.45"'),
      );
    }
  } else if (style === 1) {
    out += polygon(
      [
        [size / 2, size * 0.12],
        [size * 0.88, size / 2],
        [size / 2, size * 0.88],
        [size * 0.12, size / 2],
      ],
      'none',
      stroke(accent, 4, ' opacity="0.6"'),
    );
    out += circle(size / 2, size / 2, size * 0.16, accent, ' opacity="0.5"');
  } else if (style === 2) {
    out += speckles(ctx, size, size, 40, accent, 4);
  } else {
    for (let i = 0; i < 6; i += 1)
      out += rect(0, (i * size) / 6, size, 2, accent, 0, ' opacity="0.35"');
  }
  return (
    out +
    polygon(
      [
        [0, size * 0.7],
        [size * 0.7, 0],
        [size, 0],
        [0, size],
      ],
      '#ffffff',
      ' opacity="0.12"',
    )
  );
}

function drawPlitka(ctx: Ctx): string {
  const style = Math.floor(ctx.rnd() * 4);
  if (ctx.variant === 1) {
    let out = shadow(400, 660, 250, 22) + rect(150, 150, 500, 500, '#d9d6d0', 6);
    for (let i = 0; i < 2; i += 1)
      for (let j = 0; j < 2; j += 1)
        out += group(`translate(${156 + i * 248} ${156 + j * 248})`, tileFace(ctx, 242, style));
    return out;
  }
  if (ctx.variant === 2) {
    let out = isoShadow(500, -180, -180, 360, 360);
    for (let i = 0; i < 8; i += 1)
      out += isoBox(
        500,
        -180,
        -180,
        i * 14,
        360,
        360,
        12,
        shade(TILE[ctx.tone] ?? '#f3f1ec', -0.1),
      );
    return out + onTop(500, -180, -180, 112, tileFace(ctx, 360, style));
  }
  let floor = '';
  for (let i = 0; i < 3; i += 1)
    for (let j = 0; j < 3; j += 1)
      floor += group(`translate(${i * 150} ${j * 150})`, tileFace(ctx, 146, style));
  return (
    isoShadow(470, -220, -220, 440, 440, 6) +
    isoBox(470, -220, -220, 0, 440, 440, 10, '#cfcac2') +
    onTop(470, -220, -220, 10, group('scale(0.973)', floor))
  );
}

// ---------------------------------------------------------------------------------------------
// Roofing and insulation

const RAL = [
  '#6b2129',
  '#4a3530',
  '#1d4d3b',
  '#474a51',
  '#7d2a1f',
  '#2b5690',
  '#e6e5df',
  '#c9b691',
];

function roofSheet(ctx: Ctx, w: number, h: number, tiles: boolean): string {
  const c = RAL[ctx.tone] ?? '#6b2129';
  let out = rect(0, 0, w, h, c);
  const step = tiles ? 70 : 56;
  for (let x = 0; x < w; x += step) {
    out +=
      rect(x, 0, step * 0.45, h, shade(c, 0.16)) +
      rect(x + step * 0.75, 0, step * 0.25, h, shade(c, -0.22));
  }
  if (tiles) {
    for (let y = 90; y < h; y += 90) {
      let d = `M0 ${y}`;
      for (let x = 0; x < w; x += step) d += ` q${step / 2} 18 ${step} 0`;
      out += path(`${d} L${w} ${y + 14} L0 ${y + 14} Z`, shade(c, -0.3));
    }
  }
  return out;
}

function house(roof: string, wall: string): string {
  return (
    shadow(400, 660, 300, 24) +
    rect(190, 380, 420, 270, wall) +
    rect(250, 450, 90, 90, '#9cc3e4', 4, stroke('#ffffff', 8)) +
    rect(450, 470, 90, 180, '#7a5034', 4) +
    `<clipPath id="roof"><polygon points="120,400 400,170 680,400"/></clipPath><g clip-path="url(#roof)">${group('translate(100 160)', roof)}</g>` +
    polygon(
      [
        [110, 404],
        [400, 166],
        [690, 404],
        [680, 414],
        [400, 184],
        [120, 414],
      ],
      '#00000022',
    )
  );
}

function drawKrovlya(ctx: Ctx, tiles: boolean): string {
  if (ctx.variant === 2) return house(roofSheet(ctx, 600, 260, tiles), '#efe6d6');
  const sheet = (dx: number, dy: number) =>
    group(`matrix(0.86 0.22 -0.3 0.78 ${260 + dx} ${150 + dy})`, roofSheet(ctx, 360, 460, tiles));
  if (ctx.variant === 1) return shadow(430, 650, 250, 26) + sheet(0, 0);
  return shadow(430, 650, 270, 28) + sheet(-40, 20) + sheet(0, 0) + sheet(40, -20);
}

const SHINGLE = [
  '#7b2d26',
  '#4a3b34',
  '#3f5a3a',
  '#3b3e45',
  '#8a5a2b',
  '#2c4a6e',
  '#6c6f73',
  '#9c6b3e',
];

function shingles(ctx: Ctx, w: number, h: number): string {
  const c = SHINGLE[ctx.tone] ?? '#7b2d26';
  let out = rect(0, 0, w, h, shade(c, -0.35));
  for (let row = 0, y = 0; y < h; row += 1, y += 44) {
    for (let x = row % 2 ? -30 : 0; x < w; x += 60) {
      out += path(
        `M${x + 2} ${y} h56 v34 l-12 14 h-32 l-12 -14 Z`,
        shade(c, ctx.range(-0.15, 0.15)),
      );
    }
  }
  return out;
}

function drawCherepica(ctx: Ctx): string {
  if (ctx.variant === 2) return house(shingles(ctx, 600, 260), '#e8e1d3');
  if (ctx.variant === 3) {
    return (
      isoShadow(480, -200, -140, 400, 280) +
      isoBox(480, -200, -140, 0, 400, 280, 90, '#d9c7a6') +
      onTop(480, -200, -140, 90, shingles(ctx, 400, 280)) +
      onLeft(480, -200, 140, 90, rect(40, 24, 160, 40, SHINGLE[ctx.tone] ?? '#7b2d26', 6))
    );
  }
  return (
    shadow(430, 650, 250, 26) +
    group('matrix(0.86 0.22 -0.3 0.78 260 150)', shingles(ctx, 360, 460))
  );
}

const ROLL = [
  '#2f3134',
  '#474a4f',
  '#f1f1ee',
  '#3b6fb5',
  '#4f9a66',
  '#c7ccd2',
  '#d8c9a3',
  '#9b4a3a',
];

function roll(
  ctx: Ctx,
  cx: number,
  top: number,
  r: number,
  h: number,
  c = ROLL[ctx.tone] ?? '#2f3134',
): string {
  const ry = r * 0.3;
  let spiral = '';
  for (let k = 0.85; k > 0.3; k -= 0.14)
    spiral += ellipse(
      cx,
      top,
      r * k,
      ry * k,
      'none',
      stroke(shade(c, c === '#2f3134' || c === '#474a4f' ? 0.22 : -0.15), 2),
    );
  return (
    rect(cx - r, top, 2 * r, h, c) +
    ellipse(cx, top + h, r, ry, c) +
    rect(cx + r * 0.35, top, r * 0.65, h, '#000000', 0, ' opacity="0.12"') +
    rect(
      cx - r,
      top + h * 0.42,
      2 * r,
      h * 0.16,
      BAND[(ctx.seed >> 3) % BAND.length] ?? '#d23a2f',
    ) +
    ellipse(cx, top, r, ry, shade(c, 0.12)) +
    spiral +
    ellipse(cx, top, r * 0.24, ry * 0.24, '#c8a878') +
    ellipse(cx, top, r * 0.16, ry * 0.16, '#5b4a3a')
  );
}

function drawRulon(ctx: Ctx): string {
  if (ctx.variant === 1) return shadow(400, 640, 170, 30) + roll(ctx, 400, 210, 140, 400);
  if (ctx.variant === 2) {
    const c = ROLL[ctx.tone] ?? '#2f3134';
    return (
      shadow(420, 600, 300, 40) +
      polygon(
        [
          [330, 520],
          [690, 470],
          [740, 560],
          [380, 620],
        ],
        shade(c, 0.08),
      ) +
      group('rotate(-82 300 470)', roll(ctx, 300, 320, 110, 300))
    );
  }
  return shadow(400, 650, 290, 30) + roll(ctx, 290, 240, 120, 360) + roll(ctx, 520, 300, 110, 320);
}

const INSUL = [
  '#c9bd8c',
  '#a9a79b',
  '#e8c650',
  '#b98c5a',
  '#f3f2ee',
  '#f19a3e',
  '#79aede',
  '#8cc27d',
];

function slab(
  ctx: Ctx,
  oy: number,
  x: number,
  y: number,
  z: number,
  w: number,
  d: number,
  h: number,
): string {
  const c = INSUL[ctx.tone] ?? '#c9bd8c';
  let texture = '';
  if (ctx.tone < 4)
    for (let i = 0; i < w / 10; i += 1)
      texture += line(
        ctx.range(0, w),
        ctx.range(4, h - 4),
        ctx.range(0, w),
        ctx.range(4, h - 4),
        shade(c, -0.25),
        1.2,
        ' opacity="0.5"',
      );
  else if (ctx.tone === 4) texture = speckles(ctx, w, h, w / 8, shade(c, -0.15), 5);
  return isoBox(oy, x, y, z, w, d, h, c) + onLeft(oy, x, y + d, z + h, texture);
}

function drawUteplitel(ctx: Ctx): string {
  if (ctx.variant === 3 && ctx.tone < 4) {
    return (
      shadow(400, 640, 230, 30) +
      group('rotate(-90 400 450)', roll(ctx, 400, 270, 170, 320, INSUL[ctx.tone] ?? '#e8c650'))
    );
  }
  if (ctx.variant === 2) {
    return (
      isoShadow(500, -240, -150, 480, 300) +
      slab(ctx, 500, -240, -150, 0, 480, 300, 50) +
      slab(ctx, 500, -220, -120, 56, 440, 280, 50) +
      slab(ctx, 500, -260, -110, 112, 470, 270, 50)
    );
  }
  let out = isoShadow(470, -220, -140, 440, 280);
  for (let i = 0; i < 5; i += 1) out += slab(ctx, 470, -220, -140, i * 48, 440, 280, 46);
  const band = BAND[(ctx.seed >> 3) % BAND.length] ?? '#2f67b1';
  // The shrink film's printed band wraps the pack, a little proud of the slabs.
  out += isoBox(470, -40, -143, -1, 80, 286, 243, band);
  return (
    out +
    onLeft(
      470,
      -40,
      143,
      242,
      group('rotate(-90 40 120)', text(40, 132, 32, '#ffffff', ctx.pick(LABELS))),
    )
  );
}

// ---------------------------------------------------------------------------------------------
// Pipes, cables, electrical

const PIPE = [
  '#f1f1ee',
  '#b9bcbf',
  '#5b9a5f',
  '#d8732f',
  '#9a9ea3',
  '#3f7fc1',
  '#2f3133',
  '#c77d46',
];

function pipe(c: string, len: number, r: number): string {
  return (
    rect(0, -r - 2, len, 2 * r + 4, shade(c, -0.3)) +
    rect(0, -r, len, 2 * r, c) +
    rect(0, -r * 0.62, len, r * 0.26, shade(c, 0.35)) +
    rect(0, r * 0.45, len, r * 0.55, shade(c, -0.16)) +
    ellipse(len, 0, r * 0.32, r, shade(c, -0.2)) +
    ellipse(0, 0, r * 0.32, r, shade(c, 0.1)) +
    ellipse(0, 0, r * 0.22, r * 0.72, shade(c, -0.55))
  );
}

function drawTruba(ctx: Ctx): string {
  const c = PIPE[ctx.tone] ?? '#f1f1ee';
  const r = ctx.range(40, 60);
  if (ctx.variant === 2) {
    const d = 'M260 600 L260 430 Q260 300 390 300 L540 300';
    return (
      shadow(420, 650, 260, 24) +
      path(d, 'none', stroke(shade(c, -0.3), r * 2 + 6)) +
      path(d, 'none', stroke(c, r * 2)) +
      path(d, 'none', stroke(shade(c, 0.35), r * 0.5, ' opacity="0.6"')) +
      ellipse(260, 600, r, r * 0.32, shade(c, -0.55)) +
      rect(260 - r - 6, 420, 2 * r + 12, 26, shade(c, -0.12), 6) +
      group('translate(540 300)', pipe(c, 120, r))
    );
  }
  const n = ctx.variant === 1 ? 3 : 6;
  let out = shadow(410, 620, 300, 34);
  const places: Pt[] =
    n === 3
      ? [
          [0, 0],
          [2.1, 0],
          [1.05, -1.8],
        ]
      : [
          [0, 0],
          [2.1, 0],
          [4.2, 0],
          [1.05, -1.8],
          [3.15, -1.8],
          [2.1, -3.6],
        ];
  const len = n === 3 ? 400 : 320;
  for (const [px, py] of places)
    out += group(
      `translate(${n1((n === 3 ? 150 : 110) + px * r)} ${n1(560 + py * r)}) rotate(-14)`,
      pipe(c, len, r),
    );
  return out;
}

const SHEATH = [
  '#2b2c2f',
  '#f2f2ef',
  '#9a9ea3',
  '#ec7a22',
  '#2f67b1',
  '#d8c23a',
  '#c8302c',
  '#7a5034',
];

function drawKabel(ctx: Ctx): string {
  const c = SHEATH[ctx.tone] ?? '#2b2c2f';
  if (ctx.variant === 3) {
    const cores = ['#8a5a2b', '#2f67b1', '#3c9a55'];
    let out =
      shadow(400, 640, 230, 26) + circle(400, 400, 220, c) + circle(400, 400, 190, shade(c, 0.25));
    cores.forEach((core, i) => {
      const a = (i * 2 * Math.PI) / 3 - Math.PI / 2;
      out +=
        circle(400 + Math.cos(a) * 92, 400 + Math.sin(a) * 92, 84, core) +
        circle(400 + Math.cos(a) * 92, 400 + Math.sin(a) * 92, 46, '#d8894a') +
        circle(384 + Math.cos(a) * 92, 386 + Math.sin(a) * 92, 14, '#f2c38f');
    });
    return out;
  }
  if (ctx.variant === 2) {
    let coil = shadow(400, 640, 260, 30);
    for (let i = 0; i < 9; i += 1)
      coil += ellipse(
        400,
        430,
        230 - i * 7,
        150 - i * 5,
        'none',
        stroke(shade(c, i % 2 ? 0.15 : 0), 18),
      );
    return (
      coil +
      path('M600 470 Q680 560 620 640', 'none', stroke(c, 18)) +
      circle(620, 640, 9, '#d8894a')
    );
  }
  let coil = '';
  for (let y = 280; y <= 500; y += 22)
    coil += rect(250, y, 300, 20, shade(c, ((y / 22) % 2) * 0.15), 10);
  return (
    shadow(400, 670, 270, 26) +
    ellipse(560, 400, 90, 250, '#a87a4a') +
    coil +
    path('M550 520 Q660 640 720 600', 'none', stroke(c, 18)) +
    circle(720, 600, 8, '#d8894a') +
    ellipse(240, 400, 90, 250, '#c79c66') +
    ellipse(240, 400, 62, 190, '#b98a5a') +
    ellipse(240, 400, 22, 60, '#5b4a3a')
  );
}

const PLATE = [
  '#f7f7f5',
  '#efe7d6',
  '#2c2d30',
  '#4a4d53',
  '#c9ccd0',
  '#e4d8c4',
  '#6b6f76',
  '#b7b9bd',
];

function plate(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  inner: (cx: number, cy: number, c: string) => string,
  posts: number,
): string {
  const c = PLATE[ctx.tone] ?? '#f7f7f5';
  let out =
    rect(x + 6, y + 10, w, h, '#000000', 40, ' opacity="0.12"') +
    rect(x, y, w, h, c, 40) +
    rect(x + 10, y + 10, w - 20, h - 20, shade(c, ctx.tone === 2 ? 0.06 : -0.04), 32);
  for (let i = 0; i < posts; i += 1) out += inner(x + (w / posts) * (i + 0.5), y + h / 2, c);
  return out;
}

const socket = (cx: number, cy: number, c: string): string =>
  circle(cx, cy, 118, shade(c, -0.1)) +
  circle(cx, cy, 104, shade(c, 0.06)) +
  circle(cx - 40, cy, 13, '#1f1f22') +
  circle(cx + 40, cy, 13, '#1f1f22') +
  rect(cx - 16, cy - 104, 32, 20, '#b9bec4', 4) +
  rect(cx - 16, cy + 84, 32, 20, '#b9bec4', 4);

const rocker = (cx: number, cy: number, c: string): string =>
  rect(cx - 110, cy - 130, 220, 260, shade(c, -0.06), 24) +
  rect(cx - 100, cy - 120, 200, 130, shade(c, 0.08), 20) +
  rect(cx - 20, cy + 96, 40, 8, shade(c, -0.3), 4);

function drawElectro(ctx: Ctx, inner: (cx: number, cy: number, c: string) => string): string {
  if (ctx.variant === 2)
    return shadow(400, 620, 300, 20) + plate(ctx, 110, 240, 580, 320, inner, 2);
  const body = plate(ctx, 220, 220, 360, 360, inner, 1);
  if (ctx.variant === 3)
    return (
      rect(0, 0, 800, 800, '#e9e2d6', 0, ' opacity="0.4"') +
      group('matrix(0.9 0.14 0 1 40 -20)', body)
    );
  return shadow(400, 620, 200, 18) + body;
}

const LEVER = [
  '#1f1f22',
  '#2f67b1',
  '#c8302c',
  '#3c9a55',
  '#ec7a22',
  '#4a4f57',
  '#7b4fa3',
  '#1c9a9a',
];

function breaker(ctx: Ctx, x: number, w: number, rcd: boolean): string {
  const lever = LEVER[ctx.tone] ?? '#1f1f22';
  let out =
    rect(x, 210, w, 380, '#f2f2ef', 10) +
    rect(x, 210, w, 70, '#dcdcd8', 10) +
    rect(x, 520, w, 70, '#dcdcd8', 10);
  out +=
    circle(x + w / 2, 245, 18, '#9aa0a7') +
    circle(x + w / 2, 555, 18, '#9aa0a7') +
    line(x + w / 2 - 10, 245, x + w / 2 + 10, 245, '#5b6068', 4) +
    line(x + w / 2 - 10, 555, x + w / 2 + 10, 555, '#5b6068', 4);
  out +=
    rect(x + w / 2 - 34, 330, 68, 120, '#3a3d42', 10) + rect(x + w / 2 - 26, 338, 52, 60, lever, 8);
  out +=
    rect(x + 14, 466, w - 28, 36, '#ffffff', 4) +
    text(x + w / 2, 492, 22, '#3a3d42', rcd ? 'RCD' : 'C16');
  if (rcd) out += circle(x + w - 34, 300, 16, '#f0c23a');
  return out;
}

function drawAvtomat(ctx: Ctx): string {
  if (ctx.variant === 1) return shadow(400, 610, 140, 18) + breaker(ctx, 320, 160, false);
  if (ctx.variant === 3) return shadow(400, 610, 200, 18) + breaker(ctx, 270, 260, true);
  return (
    shadow(400, 610, 300, 18) +
    rect(110, 370, 580, 60, '#b9bec4', 4) +
    [160, 330, 500].map((x) => breaker(ctx, x, 150, false)).join('')
  );
}

// ---------------------------------------------------------------------------------------------
// Tools

const TOOL = [
  '#1c6e8c',
  '#0f8a8f',
  '#f2c230',
  '#e8742c',
  '#5a8f29',
  '#c8302c',
  '#2f3237',
  '#7b8591',
];
const DARK = '#2f3237';

function drawPowerTool(ctx: Ctx, shape: 'drill' | 'hammer' | 'grinder'): string {
  const c = TOOL[ctx.tone] ?? '#1c6e8c';
  const flip =
    ctx.variant === 2
      ? 'translate(800 0) scale(-1 1)'
      : ctx.variant === 3
        ? 'rotate(-10 400 400)'
        : '';
  let out = '';
  if (shape === 'drill') {
    out =
      path('M330 360 L420 360 L400 540 L300 540 Z', c) +
      path('M330 400 L410 400 L396 520 L312 520 Z', DARK, ' opacity="0.85"') +
      rect(260, 540, 200, 74, DARK, 12) +
      rect(260, 560, 200, 14, c) +
      rect(240, 250, 300, 120, c, 50) +
      rect(250, 270, 120, 20, shade(c, 0.3), 10) +
      rect(420, 360, 26, 40, DARK, 6) +
      rect(540, 270, 44, 80, DARK, 8) +
      rect(584, 282, 50, 56, '#a6acb3', 10) +
      rect(634, 302, 110, 16, '#8e949b', 4);
  } else if (shape === 'hammer') {
    out =
      path(
        'M170 300 Q150 230 230 230 L300 230 L300 270 L230 270 L220 420 L300 440 L300 480 L200 470 Q150 460 170 300 Z',
        DARK,
      ) +
      rect(260, 240, 340, 110, c, 40) +
      rect(280, 260, 150, 18, shade(c, 0.3), 9) +
      rect(300, 350, 180, 110, c, 20) +
      rect(230, 420, 140, 70, DARK, 10) +
      rect(600, 262, 50, 66, DARK, 8) +
      rect(650, 288, 130, 14, '#8e949b', 4) +
      rect(500, 350, 40, 150, DARK, 16);
  } else {
    out =
      rect(200, 330, 330, 100, c, 44) +
      rect(220, 350, 140, 16, shade(c, 0.3), 8) +
      rect(200, 350, 50, 60, DARK, 20) +
      rect(520, 320, 120, 120, '#8e949b', 20) +
      ellipse(600, 470, 150, 36, '#3a3632') +
      ellipse(600, 464, 40, 10, '#b9bec4') +
      path('M470 470 A130 34 0 0 1 730 470 L730 450 A130 34 0 0 0 470 450 Z', '#a6acb3') +
      rect(588, 210, 26, 120, DARK, 12);
  }
  return shadow(420, 660, 260, 22) + (flip ? group(flip, out) : out);
}

const HANDLE = [
  '#c98d52',
  '#f2c230',
  '#c8302c',
  '#ec7a22',
  '#2f3237',
  '#2f67b1',
  '#3c9a55',
  '#7a5034',
];

function drawMolotok(ctx: Ctx): string {
  const h = HANDLE[ctx.tone] ?? '#c98d52';
  const head =
    ctx.variant === 1
      ? path(
          'M300 180 L470 180 L470 250 L300 250 Z M470 190 Q560 190 600 260 Q540 230 470 240 Z',
          '#8e949b',
        ) + rect(250, 190, 60, 50, '#a6acb3', 6)
      : ctx.variant === 2
        ? rect(230, 150, 340, 130, '#6b7078', 16) +
          rect(230, 150, 40, 130, '#8e949b', 10) +
          rect(530, 150, 40, 130, '#8e949b', 10)
        : rect(250, 160, 300, 110, '#2f3237', 40) + rect(270, 170, 120, 16, '#4a4d53', 8);
  return (
    shadow(410, 660, 200, 22) +
    group(
      'rotate(20 400 400)',
      rect(365, 230, 70, 420, h, 20) + rect(365, 520, 70, 130, shade(h, -0.3), 20) + head,
    )
  );
}

function drawShpatel(ctx: Ctx): string {
  const h = HANDLE[ctx.tone] ?? '#c98d52';
  const blade =
    ctx.variant === 1
      ? path('M230 200 L570 200 L480 420 L320 420 Z', '#c4c9cf') +
        rect(230, 200, 340, 14, '#e3e6ea')
      : ctx.variant === 2
        ? polygon(
            [
              [400, 140],
              [560, 340],
              [400, 420],
              [240, 340],
            ],
            '#c4c9cf',
          ) +
          polygon(
            [
              [400, 140],
              [560, 340],
              [400, 300],
            ],
            '#e3e6ea',
            ' opacity="0.6"',
          )
        : rect(230, 220, 340, 190, '#c4c9cf', 8) +
          path(
            `M230 400 ${Array.from({ length: 17 }, (_, i) => `L${230 + i * 20} ${i % 2 ? 430 : 400}`).join(' ')} L570 400 Z`,
            '#c4c9cf',
          );
  return (
    shadow(400, 670, 190, 22) +
    group(
      'rotate(-16 400 420)',
      blade +
        rect(385, 410, 30, 50, '#8e949b', 6) +
        rect(360, 450, 80, 200, h, 28) +
        rect(372, 470, 20, 140, shade(h, 0.3), 10),
    )
  );
}

function drawIzmeritel(ctx: Ctx): string {
  const c = TOOL[(ctx.tone + 2) % TOOL.length] ?? '#f2c230';
  const tape = (x: number, y: number) => {
    let ticks = '';
    for (let i = 0; i < 14; i += 1)
      ticks += line(
        x + 150 + i * 14,
        y + 126,
        x + 150 + i * 14,
        y + 126 + (i % 5 ? 10 : 18),
        '#2f3237',
        2,
      );
    return (
      rect(x + 140, y + 120, 220, 40, '#f0d04a', 3) +
      ticks +
      rect(x, y, 200, 200, c, 50) +
      circle(x + 100, y + 100, 56, shade(c, -0.25)) +
      circle(x + 100, y + 100, 22, '#b9bec4') +
      rect(x + 150, y + 150, 60, 40, DARK, 10)
    );
  };
  const level = (y: number) =>
    rect(120, y, 560, 90, c, 12) +
    rect(120, y, 560, 20, shade(c, 0.3), 8) +
    [260, 400, 540]
      .map(
        (x) =>
          rect(x - 40, y + 28, 80, 36, '#a8e07a', 16) +
          circle(x, y + 46, 10, '#ffffff', ' opacity="0.8"'),
      )
      .join('');
  if (ctx.variant === 1) return shadow(420, 620, 220, 22) + tape(230, 300);
  if (ctx.variant === 2) return shadow(400, 560, 300, 20) + level(420);
  return shadow(400, 650, 300, 22) + level(520) + tape(200, 230);
}

// ---------------------------------------------------------------------------------------------
// Fasteners, discs, bits

const METAL = [
  '#c9ccd1',
  '#d9b84a',
  '#3a3b3e',
  '#e9e9e6',
  '#a6acb3',
  '#c77d46',
  '#8e949b',
  '#b9bec4',
];

function fastener(item: 'screw' | 'dowel' | 'nail' | 'anchor', c: string, len: number): string {
  let thread = '';
  if (item === 'screw' || item === 'anchor')
    for (let x = 40; x < len - 30; x += 16) thread += line(x, -14, x + 8, 14, shade(c, -0.35), 3);
  if (item === 'screw')
    return (
      path(`M0 -26 Q-18 0 0 26 L20 26 L20 -26 Z`, c) +
      rect(20, -10, len - 50, 20, c) +
      polygon(
        [
          [len - 30, -10],
          [len, 0],
          [len - 30, 10],
        ],
        c,
      ) +
      thread +
      line(-4, -12, -4, 12, shade(c, -0.4), 3)
    );
  if (item === 'nail')
    return (
      rect(-8, -22, 10, 44, c, 3) +
      rect(0, -6, len - 30, 12, c) +
      polygon(
        [
          [len - 30, -6],
          [len, 0],
          [len - 30, 6],
        ],
        c,
      ) +
      rect(0, -6, len - 30, 4, shade(c, 0.35))
    );
  if (item === 'dowel') {
    let ribs = '';
    for (let x = 40; x < len - 20; x += 22) ribs += rect(x, -20, 8, 40, '#00000022', 2);
    return (
      rect(0, -22, 12, 44, '#e6e3dc', 3) +
      rect(12, -16, len - 12, 32, '#e6e3dc', 8) +
      ribs +
      rect(-12, -8, len * 0.6, 16, c, 4) +
      circle(-12, 0, 14, c)
    );
  }
  return (
    rect(-14, -22, 18, 44, '#8e949b', 3) +
    rect(4, -18, 14, 36, '#b9bec4', 3) +
    rect(18, -16, len * 0.55, 32, shade(c, -0.1), 4) +
    rect(18, -9, len - 18, 18, c) +
    thread
  );
}

function drawKrepezh(ctx: Ctx, item: 'screw' | 'dowel' | 'nail' | 'anchor'): string {
  const c = METAL[ctx.tone] ?? '#c9ccd1';
  const len = item === 'nail' ? 260 : 220;
  if (ctx.variant === 3)
    return (
      shadow(400, 560, 260, 24) +
      group('translate(160 430) rotate(-12) scale(1.7)', fastener(item, c, len))
    );
  let loose = '';
  const count = ctx.variant === 1 ? 3 : 9;
  for (let i = 0; i < count; i += 1) {
    const x = ctx.variant === 1 ? 150 + i * 170 : ctx.range(190, 400);
    const y = ctx.variant === 1 ? 650 + (i % 2) * 30 : ctx.range(280, 560);
    const turn = ctx.variant === 1 ? ctx.range(-12, 12) : ctx.range(-40, 40);
    loose += group(
      `translate(${n1(x)} ${n1(y)}) rotate(${n1(turn)}) scale(${ctx.variant === 1 ? 0.75 : 0.95})`,
      fastener(item, c, len),
    );
  }
  if (ctx.variant === 2) return shadow(400, 620, 300, 30) + loose;
  const box = BAND[(ctx.seed >> 3) % BAND.length] ?? '#2f67b1';
  return (
    isoShadow(400, -180, -110, 360, 220) +
    isoBox(400, -180, -110, 0, 360, 220, 170, '#f0ede6') +
    onLeft(
      400,
      -180,
      110,
      170,
      rect(0, 30, 360, 80, box) + text(180, 86, 40, '#ffffff', ctx.pick(LABELS)),
    ) +
    onRight(400, 180, -110, 170, group('translate(50 90) scale(0.55)', fastener(item, c, len))) +
    loose
  );
}

const DISC = [
  '#2f3237',
  '#3c7a4a',
  '#2f67b1',
  '#c8302c',
  '#7b4fa3',
  '#ec7a22',
  '#4a4f57',
  '#1c9a9a',
];

function disc(ctx: Ctx, cx: number, cy: number, r: number, diamond: boolean): string {
  const c = DISC[ctx.tone] ?? '#2f3237';
  if (diamond) {
    let segs = circle(cx, cy, r, '#a6acb3');
    for (let i = 0; i < 12; i += 1) {
      const a = (i * Math.PI) / 6;
      segs += line(
        cx + Math.cos(a) * r * 0.8,
        cy + Math.sin(a) * r * 0.8,
        cx + Math.cos(a) * (r + 2),
        cy + Math.sin(a) * (r + 2),
        '#e9e2d6',
        10,
      );
    }
    return (
      segs +
      circle(cx, cy, r * 0.78, c) +
      circle(cx, cy, r * 0.2, '#c9ccd1') +
      circle(cx, cy, r * 0.1, '#e9e2d6')
    );
  }
  return (
    circle(cx, cy, r, c) +
    circle(cx, cy, r * 0.66, shade(c, 0.35)) +
    circle(cx, cy, r * 0.66, 'none', stroke('#ffffff', 4, ' opacity="0.5"')) +
    text(cx, cy - r * 0.32, Math.round(r * 0.17), '#ffffff', ctx.pick(LABELS)) +
    circle(cx, cy, r * 0.22, '#c9ccd1') +
    circle(cx, cy, r * 0.12, '#e9e2d6')
  );
}

function drawKrug(ctx: Ctx): string {
  if (ctx.variant === 1) return shadow(400, 650, 220, 24) + disc(ctx, 400, 400, 230, false);
  if (ctx.variant === 3) return shadow(400, 650, 220, 24) + disc(ctx, 400, 400, 230, true);
  let out = shadow(400, 640, 260, 26);
  for (let i = 0; i < 5; i += 1)
    out += ellipse(400, 560 - i * 14, 230, 80, shade(DISC[ctx.tone] ?? '#2f3237', -0.2));
  // The top disc is the front view squashed into the stack's perspective.
  return out + group('matrix(1 0 0 0.35 0 350)', disc(ctx, 400, 423, 230, false));
}

function bit(c: string, x: number, top: number, len: number, w: number): string {
  let flutes = '';
  for (let y = top + 20; y < top + len * 0.62; y += 26)
    flutes += line(x - w / 2, y, x + w / 2, y + 18, shade(c, -0.4), 5);
  return (
    rect(x - w / 2, top + len * 0.6, w, len * 0.4, shade(c, 0.1), 4) +
    rect(x - w / 2, top + 16, w, len * 0.6, c) +
    polygon(
      [
        [x - w / 2, top + 18],
        [x, top - 8],
        [x + w / 2, top + 18],
      ],
      c,
    ) +
    flutes
  );
}

function drawSverlo(ctx: Ctx): string {
  const c = METAL[ctx.tone] ?? '#c9ccd1';
  if (ctx.variant === 2)
    return (
      shadow(400, 680, 120, 16) +
      group('rotate(30 400 400)', bit(c, 400, 100, 580, 50) + rect(370, 560, 60, 120, '#3a3b3e', 8))
    );
  let bits = '';
  for (let i = 0; i < 6; i += 1)
    bits += bit(c, 220 + i * 72, 200 + i * 18, 360 - i * 36, 18 + i * 5);
  if (ctx.variant === 1) return shadow(400, 620, 260, 20) + bits;
  const box = TOOL[ctx.tone] ?? '#1c6e8c';
  return (
    shadow(400, 660, 300, 24) +
    rect(140, 160, 520, 480, box, 30) +
    rect(170, 190, 460, 420, shade(box, -0.35), 20) +
    bits
  );
}

// ---------------------------------------------------------------------------------------------
// Plumbing

const CHROME = [
  '#c9ced3',
  '#2f3237',
  '#f2f2ef',
  '#d4b36a',
  '#8a6a4a',
  '#aab0b6',
  '#55595f',
  '#c77d46',
];

function drawSmesitel(ctx: Ctx): string {
  const c = CHROME[ctx.tone] ?? '#c9ced3';
  const hl = shade(c, 0.45);
  // Chrome on a pale backdrop needs an outline to read as a shape at card size.
  const ol = stroke(shade(c, -0.4), 4);
  const part = (x: number, y: number, w: number, h: number, rx = 0, fill = c) =>
    rect(x, y, w, h, fill, rx, ol);
  if (ctx.variant === 2) {
    return (
      shadow(400, 620, 260, 20) +
      part(240, 410, 40, 90) +
      part(520, 410, 40, 90) +
      part(215, 490, 90, 30, 8) +
      part(495, 490, 90, 30, 8) +
      path('M380 400 L420 400 L430 520 L370 520 Z', c, ol) +
      part(365, 510, 70, 22, 8, shade(c, -0.2)) +
      part(130, 340, 60, 70, 14) +
      part(610, 340, 60, 70, 14) +
      part(380, 270, 40, 70, 8) +
      part(180, 330, 440, 90, 45) +
      rect(200, 344, 400, 16, hl, 8)
    );
  }
  const tall = ctx.variant === 1;
  const spout = tall
    ? 'M400 560 L400 250 Q400 160 490 160 Q580 160 580 250 L580 300'
    : 'M400 470 L400 400 Q400 380 430 380 L560 380';
  return (
    shadow(400, 660, 200, 22) +
    part(320, 620, 160, 30, 10) +
    path(spout, 'none', stroke(shade(c, -0.4), 52)) +
    path(spout, 'none', stroke(c, 44)) +
    path(spout, 'none', stroke(hl, 10, ' opacity="0.7"')) +
    (tall ? part(558, 296, 44, 40, 8, shade(c, -0.2)) : part(548, 366, 30, 50, 8, shade(c, -0.2))) +
    part(350, 420, 100, 210, 30) +
    rect(362, 436, 18, 170, hl, 9) +
    group('rotate(-18 400 420)', part(390, 340, 24, 90, 8) + part(330, 320, 150, 34, 17))
  );
}

/** Small items would otherwise float in empty space on a product card. */
const ZOOM: Partial<Record<ProductImageKind, number>> = {
  rozetka: 1.2,
  vyklyuchatel: 1.2,
  avtomat: 1.3,
  izmeritel: 1.25,
  smesitel: 1.1,
  kraska: 1.08,
  drel: 1.1,
};

const DRAW: Record<ProductImageKind, (ctx: Ctx) => string> = {
  kirpich: drawKirpich,
  blok: drawBlok,
  doska: drawDoska,
  meshok: drawMeshok,
  kraska: drawKraska,
  plitka: drawPlitka,
  gipsokarton: drawGipsokarton,
  profil: drawProfil,
  laminat: drawLaminat,
  krovlya: (ctx) => drawKrovlya(ctx, true),
  profnastil: (ctx) => drawKrovlya(ctx, false),
  cherepica: drawCherepica,
  rulon: drawRulon,
  uteplitel: drawUteplitel,
  truba: drawTruba,
  kabel: drawKabel,
  rozetka: (ctx) => drawElectro(ctx, socket),
  vyklyuchatel: (ctx) => drawElectro(ctx, rocker),
  avtomat: drawAvtomat,
  drel: (ctx) => drawPowerTool(ctx, 'drill'),
  perforator: (ctx) => drawPowerTool(ctx, 'hammer'),
  bolgarka: (ctx) => drawPowerTool(ctx, 'grinder'),
  molotok: drawMolotok,
  shpatel: drawShpatel,
  izmeritel: drawIzmeritel,
  samorez: (ctx) => drawKrepezh(ctx, 'screw'),
  dyubel: (ctx) => drawKrepezh(ctx, 'dowel'),
  gvozd: (ctx) => drawKrepezh(ctx, 'nail'),
  anker: (ctx) => drawKrepezh(ctx, 'anchor'),
  smesitel: drawSmesitel,
  krug: drawKrug,
  sverlo: drawSverlo,
};
