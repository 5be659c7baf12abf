import { type Ctx, polygon, rect, circle, ellipse, path, line, group, shadow, shade } from './svg';

export const TOOL = [
  '#1c6e8c',
  '#0f8a8f',
  '#f2c230',
  '#e8742c',
  '#5a8f29',
  '#c8302c',
  '#2f3237',
  '#7b8591',
];
const DARK = '#2f3237';

export function drawPowerTool(ctx: Ctx, shape: 'drill' | 'hammer' | 'grinder'): string {
  const c = TOOL[ctx.tone] ?? '#1c6e8c';
  const flip =
    ctx.variant === 2
      ? 'translate(800 0) scale(-1 1)'
      : ctx.variant === 3
        ? 'rotate(-10 400 400)'
        : '';
  let out = '';
  if (shape === 'drill') {
    out =
      path('M330 360 L420 360 L400 540 L300 540 Z', c) +
      path('M330 400 L410 400 L396 520 L312 520 Z', DARK, ' opacity="0.85"') +
      rect(260, 540, 200, 74, DARK, 12) +
      rect(260, 560, 200, 14, c) +
      rect(240, 250, 300, 120, c, 50) +
      rect(250, 270, 120, 20, shade(c, 0.3), 10) +
      rect(420, 360, 26, 40, DARK, 6) +
      rect(540, 270, 44, 80, DARK, 8) +
      rect(584, 282, 50, 56, '#a6acb3', 10) +
      rect(634, 302, 110, 16, '#8e949b', 4);
  } else if (shape === 'hammer') {
    out =
      path(
        'M170 300 Q150 230 230 230 L300 230 L300 270 L230 270 L220 420 L300 440 L300 480 L200 470 Q150 460 170 300 Z',
        DARK,
      ) +
      rect(260, 240, 340, 110, c, 40) +
      rect(280, 260, 150, 18, shade(c, 0.3), 9) +
      rect(300, 350, 180, 110, c, 20) +
      rect(230, 420, 140, 70, DARK, 10) +
      rect(600, 262, 50, 66, DARK, 8) +
      rect(650, 288, 130, 14, '#8e949b', 4) +
      rect(500, 350, 40, 150, DARK, 16);
  } else {
    out =
      rect(200, 330, 330, 100, c, 44) +
      rect(220, 350, 140, 16, shade(c, 0.3), 8) +
      rect(200, 350, 50, 60, DARK, 20) +
      rect(520, 320, 120, 120, '#8e949b', 20) +
      ellipse(600, 470, 150, 36, '#3a3632') +
      ellipse(600, 464, 40, 10, '#b9bec4') +
      path('M470 470 A130 34 0 0 1 730 470 L730 450 A130 34 0 0 0 470 450 Z', '#a6acb3') +
      rect(588, 210, 26, 120, DARK, 12);
  }
  return shadow(420, 660, 260, 22) + (flip ? group(flip, out) : out);
}

const HANDLE = [
  '#c98d52',
  '#f2c230',
  '#c8302c',
  '#ec7a22',
  '#2f3237',
  '#2f67b1',
  '#3c9a55',
  '#7a5034',
];

export function drawMolotok(ctx: Ctx): string {
  const h = HANDLE[ctx.tone] ?? '#c98d52';
  const head =
    ctx.variant === 1
      ? path(
          'M300 180 L470 180 L470 250 L300 250 Z M470 190 Q560 190 600 260 Q540 230 470 240 Z',
          '#8e949b',
        ) + rect(250, 190, 60, 50, '#a6acb3', 6)
      : ctx.variant === 2
        ? rect(230, 150, 340, 130, '#6b7078', 16) +
          rect(230, 150, 40, 130, '#8e949b', 10) +
          rect(530, 150, 40, 130, '#8e949b', 10)
        : rect(250, 160, 300, 110, '#2f3237', 40) + rect(270, 170, 120, 16, '#4a4d53', 8);
  return (
    shadow(410, 660, 200, 22) +
    group(
      'rotate(20 400 400)',
      rect(365, 230, 70, 420, h, 20) + rect(365, 520, 70, 130, shade(h, -0.3), 20) + head,
    )
  );
}

export function drawShpatel(ctx: Ctx): string {
  const h = HANDLE[ctx.tone] ?? '#c98d52';
  const blade =
    ctx.variant === 1
      ? path('M230 200 L570 200 L480 420 L320 420 Z', '#c4c9cf') +
        rect(230, 200, 340, 14, '#e3e6ea')
      : ctx.variant === 2
        ? polygon(
            [
              [400, 140],
              [560, 340],
              [400, 420],
              [240, 340],
            ],
            '#c4c9cf',
          ) +
          polygon(
            [
              [400, 140],
              [560, 340],
              [400, 300],
            ],
            '#e3e6ea',
            ' opacity="0.6"',
          )
        : rect(230, 220, 340, 190, '#c4c9cf', 8) +
          path(
            `M230 400 ${Array.from({ length: 17 }, (_, i) => `L${230 + i * 20} ${i % 2 ? 430 : 400}`).join(' ')} L570 400 Z`,
            '#c4c9cf',
          );
  return (
    shadow(400, 670, 190, 22) +
    group(
      'rotate(-16 400 420)',
      blade +
        rect(385, 410, 30, 50, '#8e949b', 6) +
        rect(360, 450, 80, 200, h, 28) +
        rect(372, 470, 20, 140, shade(h, 0.3), 10),
    )
  );
}

export function drawIzmeritel(ctx: Ctx): string {
  const c = TOOL[(ctx.tone + 2) % TOOL.length] ?? '#f2c230';
  const tape = (x: number, y: number) => {
    let ticks = '';
    for (let i = 0; i < 14; i += 1)
      ticks += line(
        x + 150 + i * 14,
        y + 126,
        x + 150 + i * 14,
        y + 126 + (i % 5 ? 10 : 18),
        '#2f3237',
        2,
      );
    return (
      rect(x + 140, y + 120, 220, 40, '#f0d04a', 3) +
      ticks +
      rect(x, y, 200, 200, c, 50) +
      circle(x + 100, y + 100, 56, shade(c, -0.25)) +
      circle(x + 100, y + 100, 22, '#b9bec4') +
      rect(x + 150, y + 150, 60, 40, DARK, 10)
    );
  };
  const level = (y: number) =>
    rect(120, y, 560, 90, c, 12) +
    rect(120, y, 560, 20, shade(c, 0.3), 8) +
    [260, 400, 540]
      .map(
        (x) =>
          rect(x - 40, y + 28, 80, 36, '#a8e07a', 16) +
          circle(x, y + 46, 10, '#ffffff', ' opacity="0.8"'),
      )
      .join('');
  if (ctx.variant === 1) return shadow(420, 620, 220, 22) + tape(230, 300);
  if (ctx.variant === 2) return shadow(400, 560, 300, 20) + level(420);
  return shadow(400, 650, 300, 22) + level(520) + tape(200, 230);
}
