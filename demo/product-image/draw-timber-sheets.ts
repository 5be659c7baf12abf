import { type Ctx, n1, polygon, rect, ellipse, path, stroke, line, shadow, shade } from './svg';
import { isoBox, isoShadow, onTop, onLeft, onRight } from './iso';

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

export function drawDoska(ctx: Ctx): string {
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

export function drawGipsokarton(ctx: Ctx): string {
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

export function drawProfil(ctx: Ctx): string {
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

export function drawLaminat(ctx: Ctx): string {
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
