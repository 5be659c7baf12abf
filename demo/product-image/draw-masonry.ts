import { type Ctx, rect, ellipse, shade } from './svg';
import { isoBox, isoShadow, onTop, onLeft, onRight, speckles } from './iso';

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

export function drawKirpich(ctx: Ctx): string {
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

export function drawBlok(ctx: Ctx): string {
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
