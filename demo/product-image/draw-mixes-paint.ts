import {
  type Ctx,
  n1,
  polygon,
  rect,
  circle,
  ellipse,
  path,
  stroke,
  group,
  shadow,
  LABELS,
  BAND,
  text,
  shade,
} from './svg';

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

export function drawMeshok(ctx: Ctx): string {
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

export function drawKraska(ctx: Ctx): string {
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
