// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { priceListDocuments } from '@/lib/api/endpoints/content';
import { TEXT_PRICE_LIST_EMPTY, TEXT_PRICE_LIST_FAILED } from '@/lib/constants';
import { TEXT_DOWNLOAD_CATALOGUE } from '@/lib/constants-frame';
import {
  MODAL_WIDTH,
  TEXT_BACK_HOME,
  TEXT_MESSAGE_SUCCESS,
  TEXT_MESSAGE_SUCCESS_BODY,
} from '@/lib/constants-on-demand';
import { SuccessModals } from '@/features/layout/success-modals';
import { DownloadCatalogueModal } from '@/features/price-list/download-catalogue-modal';
import { mockEndpoint } from '@/mocks/endpoint-handler';
import { mockServer } from '@/mocks/server';
import { useModalStore } from '@/stores/modal-store';
import { renderWithQuery } from './frame-support';
import { modalFileHooks } from './frame-request-form-helpers';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }), usePathname: () => '/' }));

modalFileHooks(() => {
  vi.restoreAllMocks();
  push.mockReset();
});

describe('download catalogue modal', () => {
  it('is 720 px wide and lists each price list with title, type, size in KB and its link', async () => {
    mockServer.use(
      mockEndpoint(priceListDocuments, () => [
        {
          id: 1,
          title: 'Полный прайс-лист',
          file: '/api/price_list/documents/1/file/',
          type: 'XLS',
          size: 1234,
        },
        {
          id: 2,
          title: 'Прайс-лист: кровля',
          file: '/api/price_list/documents/2/file/',
          type: 'CSV',
          size: 49,
        },
      ]),
    );
    renderWithQuery(<DownloadCatalogueModal />);
    act(() => useModalStore.getState().openModal('downloadCatalogue'));
    const dialog = await screen.findByRole('dialog', { name: TEXT_DOWNLOAD_CATALOGUE });
    expect(dialog).toHaveStyle({ maxWidth: `${MODAL_WIDTH.catalogue}px` });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Полный прайс-лист');
    expect(items[0]).toHaveTextContent(/XLS · 1\s234 КБ/);
    expect(items[1]).toHaveTextContent('CSV · 49 КБ');
    const link = within(items[0] as HTMLElement).getByRole('link', {
      name: 'Скачать: Полный прайс-лист',
    });
    expect(link).toHaveAttribute('href', '/api/price_list/documents/1/file/');
    expect(link).toHaveAttribute('download');
  });

  it('does not ask for the list before it is opened', async () => {
    let calls = 0;
    mockServer.use(mockEndpoint(priceListDocuments, () => (calls++, [])));
    renderWithQuery(<DownloadCatalogueModal />);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(calls).toBe(0);
    act(() => useModalStore.getState().openModal('downloadCatalogue'));
    expect(await screen.findByText(TEXT_PRICE_LIST_EMPTY)).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('logs a failed load and says so briefly (spec §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockServer.use(
      mockEndpoint(priceListDocuments, () =>
        HttpResponse.json({ detail: 'Метод ещё не реализован (задача #3).' }, { status: 501 }),
      ),
    );
    renderWithQuery(<DownloadCatalogueModal />);
    act(() => useModalStore.getState().openModal('downloadCatalogue'));
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXT_PRICE_LIST_FAILED);
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('прайс-лист'),
      expect.stringContaining('не реализован'),
    );
  });
});

describe('success modals', () => {
  it('message success: 392 px, the spec texts, «Вернуться на главную» goes home', async () => {
    renderWithQuery(<SuccessModals />);
    act(() => useModalStore.getState().openModal('messageSuccess'));
    const dialog = await screen.findByRole('dialog', { name: TEXT_MESSAGE_SUCCESS });
    expect(dialog).toHaveStyle({ maxWidth: `${MODAL_WIDTH.success}px` });
    expect(dialog).toHaveAccessibleDescription(TEXT_MESSAGE_SUCCESS_BODY);
    await userEvent.click(within(dialog).getByRole('button', { name: TEXT_BACK_HOME }));
    expect(push).toHaveBeenCalledWith('/');
    expect(useModalStore.getState().open).toBeNull();
  });

  it('success: 392 px with the title and text its opener gives', async () => {
    renderWithQuery(<SuccessModals />);
    act(() =>
      useModalStore
        .getState()
        .openModal('success', { title: 'Вход выполнен', text: 'Добро пожаловать!' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Вход выполнен' });
    expect(dialog).toHaveStyle({ maxWidth: `${MODAL_WIDTH.success}px` });
    expect(dialog).toHaveAccessibleDescription('Добро пожаловать!');
  });
});
