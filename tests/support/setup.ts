import '@testing-library/jest-dom/vitest';

// next/link reads this build-time flag to keep the trailing slash (next.config: trailingSlash).
process.env.__NEXT_TRAILING_SLASH = 'true';
