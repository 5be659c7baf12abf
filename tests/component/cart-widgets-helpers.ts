import Cookies from 'js-cookie';
import { cartInfo } from '@/lib/api/endpoints/cart';
import { mockEndpoint } from '@/mocks/endpoint-handler';
import { mockServer } from '@/mocks/server';
import { useCartPointStore } from '@/stores/cart-point-store';
import { useModalStore } from '@/stores/modal-store';
import { disposeClients, makeInfo, polyfillDialog } from './buying-support';

/** The trade_point_id each cart info call asked for. */
export function serveInfo(
  byPoint: Record<number, ReturnType<typeof makeInfo>>,
  seen: string[] = [],
) {
  mockServer.use(
    mockEndpoint(cartInfo, ({ request }) => {
      const point = new URL(request.url).searchParams.get('trade_point_id') ?? '';
      seen.push(point);
      return byPoint[Number(point)] ?? makeInfo();
    }),
  );
  return seen;
}

/**
 * The hooks of a file whose buyer is signed in. The caches go before the handlers, so no late
 * refetch of one test reaches the next one's. `cleanUp` runs last after each test, for what the
 * file itself mocks or leaves open.
 */
export function signedInBuyerHooks(cleanUp: () => void) {
  beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => Cookies.set('signed_in', '1'));
  afterEach(async () => {
    await disposeClients();
    mockServer.resetHandlers();
    Cookies.remove('signed_in');
    cleanUp();
  });
  afterAll(() => mockServer.close());
}

/**
 * The hooks of the cart widget files: each test starts with no cart chosen or remembered, so
 * the base cart shows until the test picks one. `onCataloguePage` puts the file's mocked
 * pathname back on a catalogue page, where the strip shows.
 */
export function cartWidgetHooks(onCataloguePage: () => void = () => undefined) {
  beforeAll(polyfillDialog);
  signedInBuyerHooks(() => useModalStore.getState().closeModal());
  beforeEach(() => {
    window.localStorage.clear();
    useCartPointStore.setState({ pointId: null, restored: false, stripForced: false });
    onCataloguePage();
  });
}
