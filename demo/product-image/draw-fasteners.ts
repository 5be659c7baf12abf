import {
  type Ctx,
  n1,
  polygon,
  rect,
  circle,
  ellipse,
  path,
  stroke,
  line,
  group,
  shadow,
  LABELS,
  BAND,
  text,
  shade,
} from './svg';
import { isoBox, isoShadow, onLeft, onRight } from './iso';
import { TOOL } from './draw-tools';

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

export function drawKrepezh(ctx: Ctx, item: 'screw' | 'dowel' | 'nail' | 'anchor'): string {
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

export function drawKrug(ctx: Ctx): string {
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

export function drawSverlo(ctx: Ctx): string {
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
