import { type Ctx, polygon, rect, path, stroke, group, shadow, shade } from './svg';
import { isoBox, isoShadow, onTop, onLeft } from './iso';

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

export function drawKrovlya(ctx: Ctx, tiles: boolean): string {
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

export function drawCherepica(ctx: Ctx): string {
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
