// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { LazyError500 } from '@/components/error-screen/lazy-error-500';
import {
  TEXT_500_BODY,
  TEXT_500_TITLE,
  TEXT_RELOAD_PAGE,
  TEXT_TO_HOME,
} from '@/lib/constants-frame';

// The screen's chunk cannot be fetched (the network may be what failed).
vi.mock('@/components/error-screen/error-500', () => {
  throw new Error('Failed to load chunk /_next/static/chunks/error-500.js');
});

describe('the 500 page without its screen’s code (issue #15)', () => {
  it('still says what happened and links home, in plain markup', async () => {
    render(<LazyError500 />);
    expect(await screen.findByRole('heading', { level: 1, name: TEXT_500_TITLE })).toBeVisible();
    expect(screen.getByText(TEXT_500_BODY)).toBeVisible();
    expect(screen.getByRole('link', { name: TEXT_TO_HOME })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: TEXT_RELOAD_PAGE })).not.toBeInTheDocument();
  });
});
