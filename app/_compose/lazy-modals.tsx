'use client';

import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { RequestForm } from '@/lib/api/contract/feedback';
import { hasRememberedAuthFlow } from '@/features/auth/code-flow-keys';
import { SuccessModals } from '@/features/layout/success-modals';
import type { PolicyLinks } from '@/features/auth/use-policy-links';
import { MODAL_TRIGGER_ATTRIBUTE, useModalStore, type ModalName } from '@/stores/modal-store';

/**
 * Issue #15: every modal of the frame, loaded when first needed instead of on every page —
 * their forms, masks and validation schemas were half of the first-load JS. A group mounts
 * when one of its modals first opens (or its trigger is hovered or focused: the code is then
 * fetched ahead) and stays mounted, so closing and reopening behave as before.
 */
const loaders = {
  auth: () => import('@/features/auth/auth-modals'),
  request: () => import('@/features/feedback/request-modal'),
  catalogue: () => import('@/features/price-list/download-catalogue-modal'),
  cart: () => import('@/features/cart/cart-modals'),
  cookie: () => import('@/features/cookie-consent/cookie-declined-modal'),
};
type Group = keyof typeof loaders;
// The modals query through react-query; the root layout has none (issue #15), so each group
// comes with its provider — the tab's one cache, shared with the header's islands.
const loadProvider = () => import('@/components/providers/query-provider');

// The success notices stay in the page: a few hundred bytes on top of the shared modal and
// button, and the success modal must show at once after a send (also when a test's clock is
// paused, which would hold a lazy component's reveal). The cookie notice loads like the others
// (its «Отклонить» is a trigger).
const groupOf: Record<ModalName, Group | null> = {
  signIn: 'auth',
  code: 'auth',
  registrationSuccess: 'auth',
  success: null,
  messageSuccess: null,
  request: 'request',
  downloadCatalogue: 'catalogue',
  cookieDeclined: 'cookie',
  chooseCart: 'cart',
};

// React.lazy rather than next/dynamic: the same on-demand chunks without next/dynamic's own
// runtime in the first-load JS. The modals are closed on the server, so nothing is lost there.
function lazyWithQueries<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [component, { withQueryClient }] = await Promise.all([load(), loadProvider()]);
    return { default: withQueryClient(component) };
  });
}
const AuthModals = lazyWithQueries(() => loaders.auth().then((m) => m.AuthModals));
const RequestModal = lazyWithQueries(() => loaders.request().then((m) => m.RequestModal));
const DownloadCatalogueModal = lazyWithQueries(() =>
  loaders.catalogue().then((m) => m.DownloadCatalogueModal),
);
const CartModals = lazyWithQueries(() => loaders.cart().then((m) => m.CartModals));
// «Отклонение cookies» only says what declining means: no queries, so no provider.
const CookieDeclinedModal = lazy(() =>
  loaders.cookie().then((m) => ({ default: m.CookieDeclinedModal })),
);

/** Starts loading the modal a hovered, touched or focused trigger opens. */
function prefetchOnIntent(event: Event) {
  const target = event.target instanceof Element ? event.target : null;
  const name = target
    ?.closest(`[${MODAL_TRIGGER_ATTRIBUTE}]`)
    ?.getAttribute(MODAL_TRIGGER_ATTRIBUTE);
  const group = name ? groupOf[name as ModalName] : undefined;
  // A failed prefetch is retried by the open itself (the lazy component imports again).
  if (group) Promise.all([loaders[group](), loadProvider()]).catch(() => undefined);
}

const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const;

export function LazyModals({
  policyLinks,
  defaultRequestForm,
}: {
  policyLinks: PolicyLinks;
  defaultRequestForm: RequestForm | null;
}) {
  const open = useModalStore((s) => s.open);
  const [mounted, setMounted] = useState<ReadonlySet<Group>>(() => new Set());
  const openGroup = open ? groupOf[open] : null;
  // Derived while rendering (React's pattern for state that follows a prop): no extra frame.
  if (openGroup && !mounted.has(openGroup)) setMounted(new Set(mounted).add(openGroup));

  useEffect(() => {
    // Spec §4: a resend or a sign-in by code reloads the page; the auth modals come back.
    if (hasRememberedAuthFlow()) setMounted((m) => new Set(m).add('auth'));
    for (const type of intentEvents)
      document.addEventListener(type, prefetchOnIntent, { passive: true, capture: true });
    return () => {
      for (const type of intentEvents)
        document.removeEventListener(type, prefetchOnIntent, { capture: true });
    };
  }, []);

  return (
    <Suspense fallback={null}>
      <SuccessModals />
      {mounted.has('request') && (
        <RequestModal
          policyLink={policyLinks.policyLink}
          agreementLink={policyLinks.agreementLink}
          defaultForm={defaultRequestForm}
        />
      )}
      {mounted.has('catalogue') && <DownloadCatalogueModal />}
      {mounted.has('cookie') && <CookieDeclinedModal />}
      {mounted.has('auth') && <AuthModals policyLinks={policyLinks} />}
      {mounted.has('cart') && <CartModals />}
    </Suspense>
  );
}
