import { SUMMARY_MAX_CHARS, textSummary } from '@/lib/seo/summary';

describe('a page text as its meta description', () => {
  it('keeps a short text whole, on one line', () => {
    expect(textSummary('Кирпич облицовочный.\n\n  Морозостойкость F100. ')).toBe(
      'Кирпич облицовочный. Морозостойкость F100.',
    );
  });

  it('cuts a long text at a word, within the limit, with an ellipsis', () => {
    const text = 'Сухая смесь для кладки и штукатурки, '.repeat(10);
    const summary = textSummary(text);
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX_CHARS);
    expect(summary.endsWith('…')).toBe(true);
    expect(text.startsWith(summary.slice(0, -1))).toBe(true);
    expect(summary).not.toMatch(/[\s,]…$/);
  });

  it('gives an empty text back empty, so the site description is used', () => {
    expect(textSummary('  \n ')).toBe('');
  });
});
