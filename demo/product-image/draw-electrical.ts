import {
  type Ctx,
  rect,
  circle,
  ellipse,
  path,
  stroke,
  line,
  group,
  shadow,
  text,
  shade,
} from './svg';

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

export function drawKabel(ctx: Ctx): string {
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

export const socket = (cx: number, cy: number, c: string): string =>
  circle(cx, cy, 118, shade(c, -0.1)) +
  circle(cx, cy, 104, shade(c, 0.06)) +
  circle(cx - 40, cy, 13, '#1f1f22') +
  circle(cx + 40, cy, 13, '#1f1f22') +
  rect(cx - 16, cy - 104, 32, 20, '#b9bec4', 4) +
  rect(cx - 16, cy + 84, 32, 20, '#b9bec4', 4);

export const rocker = (cx: number, cy: number, c: string): string =>
  rect(cx - 110, cy - 130, 220, 260, shade(c, -0.06), 24) +
  rect(cx - 100, cy - 120, 200, 130, shade(c, 0.08), 20) +
  rect(cx - 20, cy + 96, 40, 8, shade(c, -0.3), 4);

export function drawElectro(
  ctx: Ctx,
  inner: (cx: number, cy: number, c: string) => string,
): string {
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

export function drawAvtomat(ctx: Ctx): string {
  if (ctx.variant === 1) return shadow(400, 610, 140, 18) + breaker(ctx, 320, 160, false);
  if (ctx.variant === 3) return shadow(400, 610, 200, 18) + breaker(ctx, 270, 260, true);
  return (
    shadow(400, 610, 300, 18) +
    rect(110, 370, 580, 60, '#b9bec4', 4) +
    [160, 330, 500].map((x) => breaker(ctx, x, 150, false)).join('')
  );
}
