import { type Ctx, type Pt, n1, polygon, circle, group, shade } from './svg';

// Isometric helpers: x runs to the lower right, y to the lower left, z up.
const OX = 400;
const isoPt = (oy: number, x: number, y: number, z: number): Pt => [
  OX + (x - y) * 0.866,
  oy + (x + y) * 0.5 - z,
];

export function isoBox(
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

export const isoShadow = (
  oy: number,
  x: number,
  y: number,
  w: number,
  d: number,
  pad = 16,
): string =>
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
export const onTop = (oy: number, x: number, y: number, z: number, body: string): string => {
  const [e, f] = isoPt(oy, x, y, z);
  return group(`matrix(0.866 0.5 -0.866 0.5 ${n1(e)} ${n1(f)})`, body);
};
export const onLeft = (oy: number, x: number, y: number, zTop: number, body: string): string => {
  const [e, f] = isoPt(oy, x, y, zTop);
  return group(`matrix(0.866 0.5 0 1 ${n1(e)} ${n1(f)})`, body);
};
export const onRight = (oy: number, x: number, y: number, zTop: number, body: string): string => {
  const [e, f] = isoPt(oy, x, y, zTop);
  return group(`matrix(-0.866 0.5 0 1 ${n1(e)} ${n1(f)})`, body);
};

export function speckles(
  ctx: Ctx,
  w: number,
  h: number,
  count: number,
  color: string,
  size = 3,
): string {
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
