import * as chromeLauncher from 'chrome-launcher';

// chrome-launcher's own flags already keep the profile quiet (no first run, sync, updates or
// background networking); these add what this machine needs.
const HEADLESS_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic'];

const DISABLE_FEATURES = '--disable-features=';

/**
 * chrome-launcher's own flags, with or without its `RenderDocument` switch-off.
 *
 * chrome-launcher 1.2.1 disables Chrome's RenderDocument (a new renderer document for every
 * navigation), which Chrome enables by default. With it disabled, this machine's headless
 * Chromium 156 holds a page's first frame for 1 or 2 s at random, its main thread idle, after
 * everything the frame needs has arrived: a static copy of a page, no script, no CSS, was held
 * in 6 of 8 runs, and in 0 of 12 with Chrome's default. Lighthouse takes the first paint it sees
 * as the moment the page painted, and its simulation then counts all the scripts and work before
 * that moment into the largest paint. Lighthouse's tracker has the same bimodal hold on PageSpeed
 * Insights (GoogleChrome/lighthouse#17225, #17227, #17230); Puppeteer dropped the switch-off in
 * puppeteer/puppeteer#14745. So the default here is Chrome's own; `--render-document off`
 * reproduces chrome-launcher's.
 */
export function lighthouseChromeFlags(renderDocument: boolean): string[] {
  const launcherFlags = chromeLauncher.Launcher.defaultFlags().map((flag) => {
    if (!renderDocument || !flag.startsWith(DISABLE_FEATURES)) return flag;
    const features = flag.slice(DISABLE_FEATURES.length).split(',');
    return DISABLE_FEATURES + features.filter((f) => f !== 'RenderDocument').join(',');
  });
  return [...launcherFlags, ...HEADLESS_FLAGS];
}
