import { type Ctx, type Pt, n1, rect, ellipse, path, stroke, group, shadow, shade } from './svg';

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

export function drawTruba(ctx: Ctx): string {
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

export function drawSmesitel(ctx: Ctx): string {
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
