import { describe, expect, it } from 'vitest';
import { lighthouseChromeFlags } from '../../bench/support/lighthouse-chrome';

const disabledFeatures = (flags: string[]) => {
  const switches = flags.filter((f) => f.startsWith('--disable-features='));
  // Chrome keeps only the last of repeated switches: one list must carry every feature.
  expect(switches).toHaveLength(1);
  return (switches[0] ?? '').slice('--disable-features='.length).split(',');
};

describe('Chromium for npm run lighthouse (issue #15)', () => {
  it("runs Chrome's RenderDocument as Chrome ships it, keeping chrome-launcher's other switch-offs", () => {
    const features = disabledFeatures(lighthouseChromeFlags(true));
    expect(features).not.toContain('RenderDocument');
    expect(features).toEqual(expect.arrayContaining(['Translate', 'OptimizationHints']));
  });

  it("reproduces chrome-launcher's flags with --render-document off", () => {
    expect(disabledFeatures(lighthouseChromeFlags(false))).toContain('RenderDocument');
  });

  it('is headless, and has chrome-launcher’s quiet-profile flags either way', () => {
    for (const flags of [lighthouseChromeFlags(true), lighthouseChromeFlags(false)]) {
      expect(flags).toEqual(
        expect.arrayContaining(['--headless', '--disable-extensions', '--no-first-run']),
      );
    }
  });
});
