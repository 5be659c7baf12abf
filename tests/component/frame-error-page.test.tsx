// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ErrorPage from '@/app/error';
import {
  TEXT_500_BODY,
  TEXT_500_TITLE,
  TEXT_RELOAD_PAGE,
  TEXT_TO_HOME,
} from '@/lib/constants-frame';

describe('the 500 page (spec §2.2)', () => {
  it('logs the error and shows the screen, which loads with the first error (issue #15)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const error = new Error('упало');
    render(<ErrorPage error={error} />);
    expect(await screen.findByRole('heading', { level: 1, name: TEXT_500_TITLE })).toBeVisible();
    expect(screen.getByText(TEXT_500_BODY)).toBeVisible();
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TEXT_TO_HOME })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: TEXT_RELOAD_PAGE }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(error);
    vi.unstubAllGlobals();
    logged.mockRestore();
  });
});
