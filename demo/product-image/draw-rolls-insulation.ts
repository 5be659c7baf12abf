import {
  type Ctx,
  polygon,
  rect,
  ellipse,
  stroke,
  line,
  group,
  shadow,
  LABELS,
  BAND,
  text,
  shade,
} from './svg';
import { isoBox, isoShadow, onLeft, speckles } from './iso';

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

export function drawRulon(ctx: Ctx): string {
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

export function drawUteplitel(ctx: Ctx): string {
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
