import '@testing-library/jest-dom/vitest';

// next/link reads this build-time flag to keep the trailing slash (next.config: trailingSlash).
process.env.__NEXT_TRAILING_SLASH = 'true';

// A component test may start a navigation that never lands (the router is mocked): end the
// loading bar's timers with the test, before its DOM is torn down.
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { finishProgress } = await import('@/components/navigation/progress');
  finishProgress();
});
