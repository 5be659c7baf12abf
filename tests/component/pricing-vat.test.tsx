// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Price } from '@/components/pricing/price';
import { VatModeProvider } from '@/components/pricing/vat-mode';
import { VatSwitch } from '@/components/pricing/vat-switch';
import { STORAGE_KEY_VAT_MODE, TEXT_PRICE_ON_REQUEST } from '@/lib/constants-frame';
import { useVatModeStore } from '@/stores/vat-mode-store';
import { disposeClients, renderWithClient } from './buying-support';

const nbsp = (s: string | null) => (s ?? '').replace(/\u00a0/g, ' ');

beforeEach(() => {
  window.localStorage.clear();
  useVatModeStore.setState({ chosen: null });
});
afterEach(() => disposeClients());

function Page({ defaultMode }: { defaultMode: 'with' | 'without' }) {
  return (
    <VatModeProvider defaultMode={defaultMode}>
      <VatSwitch placement="header" />
      {/* 12.00 with VAT at 20 %: 10.00 without. */}
      <p>
        <Price price="12.00" basis={{ rate: 20, included: true }} testId="included" />
      </p>
      {/* 100.00 without VAT at 10 %: 110.00 with. */}
      <p>
        <Price price="100.00" basis={{ rate: 10, included: false }} testId="excluded" />
      </p>
      <p>
        <Price price={null} basis={{ rate: 20, included: true }} testId="on-request" />
      </p>
    </VatModeProvider>
  );
}

describe('the VAT switch and the price component', () => {
  it('starts at the site default and moves every price, with its note, when the buyer switches', async () => {
    const user = userEvent.setup();
    renderWithClient(<Page defaultMode="with" />);
    const group = screen.getByRole('group', { name: 'Показывать цены' });
    expect(within(group).getByRole('radio', { name: 'с НДС' })).toBeChecked();
    expect(nbsp(screen.getByTestId('included').textContent)).toBe('12,00 ₽');
    expect(nbsp(screen.getByTestId('excluded').textContent)).toBe('110,00 ₽');
    expect(screen.getAllByText('с НДС', { selector: 'span:not([class*=text])' })).toHaveLength(2);

    await user.click(within(group).getByRole('radio', { name: 'без НДС' }));
    expect(nbsp(screen.getByTestId('included').textContent)).toBe('10,00 ₽');
    expect(nbsp(screen.getByTestId('excluded').textContent)).toBe('100,00 ₽');
    expect(screen.getAllByText('без НДС', { selector: 'span:not([class*=text])' })).toHaveLength(2);
    expect(window.localStorage.getItem(STORAGE_KEY_VAT_MODE)).toBe('without');
    // «Цена по запросу» has no mode and no note.
    expect(screen.getByTestId('on-request')).toHaveTextContent(TEXT_PRICE_ON_REQUEST);
    expect(screen.getByTestId('on-request').nextElementSibling).toBeNull();
  });

  it('is usable from the keyboard: arrows move the choice', async () => {
    const user = userEvent.setup();
    renderWithClient(<Page defaultMode="without" />);
    const without = screen.getByRole('radio', { name: 'без НДС' });
    expect(without).toBeChecked();
    without.focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'с НДС' })).toBeChecked();
    expect(nbsp(screen.getByTestId('included').textContent)).toBe('12,00 ₽');
  });

  it('renders the site default on the server and applies the stored choice only after mount', () => {
    window.localStorage.setItem(STORAGE_KEY_VAT_MODE, 'without');
    // The server's HTML (and so the hydration pass) never reads the browser's storage.
    const html = nbsp(renderToString(<Page defaultMode="with" />));
    expect(html).toContain('data-testid="included" data-price="12.00" data-vat-mode="with"');
    expect(html).not.toContain('data-price="10.00"');
    act(() => {
      renderWithClient(<Page defaultMode="with" />);
    });
    expect(nbsp(screen.getByTestId('included').textContent)).toBe('10,00 ₽');
    expect(screen.getByRole('radio', { name: 'без НДС' })).toBeChecked();
  });

  it('shows a price whose basis the answer did not give as it came, with no note', () => {
    renderWithClient(
      <VatModeProvider defaultMode="without">
        <Price price="5.00" testId="bare" />
      </VatModeProvider>,
    );
    expect(nbsp(screen.getByTestId('bare').textContent)).toBe('5,00 ₽');
    expect(screen.getByTestId('bare')).not.toHaveAttribute('data-vat-mode');
  });
});
