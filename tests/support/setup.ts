import '@testing-library/jest-dom/vitest';

// Two forks share two cores with the API suites' databases: a first query may take over the
// default second to land, which says nothing about the component. What is awaited stays the same.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}

// next/link reads this build-time flag to keep the trailing slash (next.config: trailingSlash).
process.env.__NEXT_TRAILING_SLASH = 'true';

// A component test may start a navigation that never lands (the router is mocked): end the
// loading bar with the test. Ending it fades the bar out on nprogress's own timers, which touch
// the DOM: they must run before the DOM is torn down (an «document is not defined» otherwise).
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { finishProgress } = await import('@/components/navigation/progress');
  finishProgress();
  if (vi.isFakeTimers()) {
    vi.runOnlyPendingTimers();
    return;
  }
  for (let waited = 0; document.getElementById('nprogress') && waited < 2_000; waited += 50)
    await new Promise((r) => setTimeout(r, 50));
});
