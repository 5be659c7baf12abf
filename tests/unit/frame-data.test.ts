import { ApiRequestError } from '@/lib/api/errors';
import { getFrameData } from '@/features/layout/get-frame-data';

const serverApi = vi.fn();
vi.mock('@/bff/server-api', () => ({
  serverApi: (...args: unknown[]) => serverApi(...args) as unknown,
}));
// Outside Next there is no data cache: configs go through `cachedLoad`, which runs the loader.
const cachedKeys: string[] = [];
vi.mock('next/cache', () => ({
  unstable_cache: (fn: () => Promise<unknown>, key: string[]) => {
    cachedKeys.push(key.join('/'));
    return fn;
  },
}));

afterEach(() => {
  cachedKeys.length = 0;
  serverApi.mockReset();
  vi.restoreAllMocks();
});

describe('frame data (spec §8)', () => {
  it('renders without navigation, configs or form when their loads fail, and logs each', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serverApi.mockRejectedValue(new Error('connect ECONNREFUSED'));
    const data = await getFrameData();
    // Issue #15: the catalogue tree is fetched by the dropdown on first open, not by the frame.
    expect(data).toEqual({ configs: {}, nav: [], requestForm: null });
    const messages = logged.mock.calls.map((call) => String(call[0]));
    expect(messages.some((m) => m.includes('навигацию'))).toBe(true);
    expect(messages.some((m) => m.includes('форму заявки'))).toBe(true);
    expect(messages.some((m) => m.includes('настройки сайта'))).toBe(true);
  });

  it('treats a missing sidebar form as no button, not as a failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serverApi.mockImplementation((endpoint: { id: string }) => {
      if (endpoint.id === 'feedbackSidebarForm')
        return Promise.reject(new ApiRequestError(404, { detail: 'Форма заявки не найдена.' }));
      if (endpoint.id === 'menus')
        return Promise.resolve({
          nav: [{ type: 'page', title: 'О компании', slug: 'o-kompanii', target: null }],
        });
      if (endpoint.id === 'configs')
        return Promise.resolve([{ name: 'HEADER_PHONE', value: '+375 29 000-00-00' }]);
      return Promise.reject(new Error(`unexpected ${endpoint.id}`));
    });
    const data = await getFrameData();
    expect(data.requestForm).toBeNull();
    expect(data.nav).toHaveLength(1);
    expect(data.configs).toEqual({ HEADER_PHONE: '+375 29 000-00-00' });
    expect(logged).not.toHaveBeenCalled();
  });

  it('reads configs, navigation and the request form through the data cache: a page view costs no query', async () => {
    serverApi.mockResolvedValue({ nav: [] });
    await getFrameData();
    expect(cachedKeys.sort()).toEqual(['vitrina/configs', 'vitrina/menus', 'vitrina/sidebar-form']);
  });
});
