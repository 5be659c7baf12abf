import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { User } from '@/lib/api/contract/account';

/** jsdom has no showModal(); the shop's Modal needs open/close and the close event. */
export function polyfillDialog(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __i4?: boolean };
  if (proto.__i4) return;
  proto.__i4 = true;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

export function renderWithQuery(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 2,
    email: 'buyer@vitrina.by',
    role: 'customer',
    status: 'active',
    first_name: 'Андрей',
    last_name: 'Соколов',
    patronymic: 'Викторович',
    birth_date: '1986-04-17',
    phone: '+375291234567',
    organization: 'ООО «СтройДом»',
    inn: null,
    unp: '192736453',
    passport_series: null,
    passport_number: null,
    passport_given_code: null,
    passport_given_date: null,
    passport_given_location: null,
    snils: null,
    initials: 'АС',
    profile_filled: false,
    has_password: true,
    ...overrides,
  };
}
