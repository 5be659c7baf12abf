import { growthVerdict } from '../hardening/support/rss';

/** Samples rising from `from` by the given steps per third, ten a third. */
const series = (from: number, steps: [number, number, number]) =>
  steps.flatMap((step, i) =>
    Array.from(
      { length: 10 },
      (_, k) => from + steps.slice(0, i).reduce((a, b) => a + b, 0) + (step * k) / 10,
    ),
  );

describe('the soak’s verdict on memory', () => {
  it('calls a steady climb a leak', () => {
    expect(growthVerdict(series(690, [57, 57, 57])).growing).toBe(true);
  });
  it('calls warm-up that levels off no leak', () => {
    expect(growthVerdict(series(620, [100, 20, 5])).growing).toBe(false);
  });
  it('ignores flat memory and small drift', () => {
    expect(growthVerdict(series(800, [5, 5, 5])).growing).toBe(false);
  });
});
