import { describe, expect, it } from 'vitest';
import {
  describeCpuSlowdown,
  fittedCpuSlowdown,
  parseCpuSlowdown,
} from '../../bench/support/lighthouse-cpu';

describe('the CPU slowdown of npm run lighthouse (issue #15)', () => {
  it("fits Lighthouse's 4× to a run's benchmarkIndex, to a tenth, never below 1×", () => {
    expect(fittedCpuSlowdown(1750)).toBe(4);
    expect(fittedCpuSlowdown(2600)).toBe(5.9);
    expect(fittedCpuSlowdown(1100)).toBe(2.5);
    expect(fittedCpuSlowdown(300)).toBe(1);
  });

  it('takes a number from 1 or auto, and refuses anything else in Russian', () => {
    expect(parseCpuSlowdown('4')).toBe(4);
    expect(parseCpuSlowdown('2.5')).toBe(2.5);
    expect(parseCpuSlowdown('auto')).toBe('auto');
    for (const bad of ['0.5', 'fast', '', undefined])
      expect(() => parseCpuSlowdown(bad)).toThrow(/--cpu: число от 1 или auto/);
  });

  it('reports a fixed slowdown, or the range the runs were fitted to', () => {
    expect(describeCpuSlowdown(4, [4, 4])).toBe('CPU slowdown 4×');
    expect(describeCpuSlowdown('auto', [5.9, 3.8, 4.6])).toBe(
      "CPU slowdown fitted to each run: 3.8–5.9× (4 × that run's index / 1750)",
    );
  });
});
