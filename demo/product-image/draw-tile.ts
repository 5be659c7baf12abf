import { type Ctx, n1, polygon, rect, circle, path, stroke, group, shadow, shade } from './svg';
import { isoBox, isoShadow, onTop, speckles } from './iso';

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

export function drawPlitka(ctx: Ctx): string {
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
