'use client';

import {
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import type { RequestForm } from '@/lib/api/contract/feedback';
import { hasRememberedAuthFlow } from '@/features/auth/code-flow-keys';
import type { PolicyLinks } from '@/features/auth/use-policy-links';
import { MODAL_TRIGGER_ATTRIBUTE, useModalStore, type ModalName } from '@/stores/modal-store';

// Issue #15: every modal of the frame, loaded when first needed instead of on every page —
// their forms, masks and validation schemas were half of the first-load JS. A group mounts
// when one of its modals first opens (or its trigger is hovered or focused: the code is then
// fetched ahead) and stays mounted, so closing and reopening behave as before.

/** What the layout hands the modals; each group takes the part it needs. */
interface ModalProps {
  policyLinks: PolicyLinks;
  policyLink?: string;
  agreementLink?: string;
  defaultForm: RequestForm | null;
}

// In the order they were mounted in. The flag: the group queries through react-query. The root
// layout has none (issue #15), so such a group comes with its provider — the tab's one cache,
// shared with the header's islands. «Отклонение cookies» and the success notices only say
// something: no queries, no provider.
const groups = {
  success: [() => import('@/features/layout/success-modals').then((m) => m.SuccessModals), false],
  request: [() => import('@/features/feedback/request-modal').then((m) => m.RequestModal), true],
  catalogue: [
    () =>
      import('@/features/price-list/download-catalogue-modal').then(
        (m) => m.DownloadCatalogueModal,
      ),
    true,
  ],
  cookie: [
    () =>
      import('@/features/cookie-consent/cookie-declined-modal').then((m) => m.CookieDeclinedModal),
    false,
  ],
  auth: [() => import('@/features/auth/auth-modals').then((m) => m.AuthModals), true],
  cart: [() => import('@/features/cart/cart-modals').then((m) => m.CartModals), true],
} satisfies Record<string, [() => Promise<ComponentType<ModalProps>>, boolean]>;
type Group = keyof typeof groups;
const loadProvider = () => import('@/components/providers/query-provider');

// The cookie notice loads like the others (its «Отклонить» is a trigger).
const groupOf: Record<ModalName, Group> = {
  signIn: 'auth',
  code: 'auth',
  registrationSuccess: 'auth',
  success: 'success',
  messageSuccess: 'success',
  request: 'request',
  downloadCatalogue: 'catalogue',
  cookieDeclined: 'cookie',
  chooseCart: 'cart',
};

// Only the auth and request forms open the success notices, after a send. They come with their
// form (loaded and mounted beside it), so a notice shows at once when the answer comes — also
// when a test's clock is paused, which would hold a lazy component's reveal at that moment.
const withCompanion = (group: Group): Group[] =>
  group === 'auth' || group === 'request' ? [group, 'success'] : [group];

const loadGroup = async (group: Group): Promise<ComponentType<ModalProps>> => {
  const [load, queries] = groups[group];
  const [component, provider] = await Promise.all([load(), queries ? loadProvider() : null]);
  return provider ? provider.withQueryClient(component) : component;
};
// React.lazy rather than next/dynamic: the same on-demand chunks without next/dynamic's own
// runtime in the first-load JS. The modals are closed on the server, so nothing is lost there.
const lazyGroups = Object.fromEntries(
  Object.keys(groups).map((group) => [
    group,
    lazy(() => loadGroup(group as Group).then((component) => ({ default: component }))),
  ]),
) as Record<Group, LazyExoticComponent<ComponentType<ModalProps>>>;

/** Starts loading the modal a hovered, touched or focused trigger opens. */
function prefetchOnIntent(event: Event) {
  const target = event.target instanceof Element ? event.target : null;
  const name = target
    ?.closest(`[${MODAL_TRIGGER_ATTRIBUTE}]`)
    ?.getAttribute(MODAL_TRIGGER_ATTRIBUTE);
  const group = name ? groupOf[name as ModalName] : undefined;
  // A failed prefetch is retried by the open itself (the lazy component imports again).
  if (group) for (const g of withCompanion(group)) loadGroup(g).catch(() => undefined);
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
  if (openGroup && !mounted.has(openGroup))
    setMounted(new Set([...mounted, ...withCompanion(openGroup)]));

  useEffect(() => {
    // Spec §4: a resend or a sign-in by code reloads the page; the auth modals come back.
    if (hasRememberedAuthFlow()) setMounted((m) => new Set([...m, ...withCompanion('auth')]));
    for (const type of intentEvents)
      document.addEventListener(type, prefetchOnIntent, { passive: true, capture: true });
    return () => {
      for (const type of intentEvents)
        document.removeEventListener(type, prefetchOnIntent, { capture: true });
    };
  }, []);

  const props: ModalProps = {
    policyLinks,
    policyLink: policyLinks.policyLink,
    agreementLink: policyLinks.agreementLink,
    defaultForm: defaultRequestForm,
  };
  return (
    <Suspense fallback={null}>
      {(Object.keys(groups) as Group[])
        .filter((group) => mounted.has(group))
        .map((group) => {
          const Modals = lazyGroups[group];
          return <Modals key={group} {...props} />;
        })}
    </Suspense>
  );
}
