import { TEXT_BAD_CHARACTERS, TEXT_NOT_SINGLE_LINE } from '@/lib/api/contract/text';
import { newBuyer, sessionFor, type Session } from './cart-helpers';
import { jsonInit, startTestServer, type TestServer } from '../support/test-server';

/**
 * Issue #17, defect 3 (and 12b): NUL in text gave 500 (PostgreSQL refuses it); other control
 * characters and lone surrogates went into the database. Every named field: 400 with the
 * field's message. One-line fields refuse line breaks and tabs as well.
 */

type Errors = Record<string, string[] | string>;
let api: TestServer;
let buyer: Session;
let manager: Session;
let ip = 0;

beforeAll(async () => {
  api = await startTestServer({ products: 20 });
  buyer = await newBuyer(api, { points: 1 });
  manager = await sessionFor(api, 'manager@vitrina.by');
});
afterAll(() => api.close());

const BAD = {
  NUL: 'Иван\u0000',
  'a bell (C0)': 'Иван\u0007',
  ESC: '\u001b[31mИван',
  DEL: 'Иван\u007f',
  'a lone high surrogate': 'Иван\ud800',
  'a lone low surrogate': '\udc00Иван',
};
const BREAKS = { LF: 'Иван\nПетров', CR: 'Иван\rПетров', tab: 'Иван\tПетров' };

/** Field → how to send a value in it; each answer is checked for that field's message. */
const feedback = (field: string) => (v: string) =>
  api.request<Errors>(
    '/api/feedback/sidebar_form/process/',
    jsonInit(
      'POST',
      { name: 'Анна', phone: '+375291234567', comment: 'Счёт', [field]: v },
      { 'X-Forwarded-For': `198.51.100.${++ip}` },
    ),
  );
const personal = (field: string) => (v: string) =>
  api.request<Errors>('/api/user/personal/', jsonInit('PATCH', { [field]: v }, buyer.headers));
const recipient = (field: string) => (v: string) =>
  api.request<Errors>(
    '/api/cart/recipient/',
    jsonInit(
      'POST',
      { name: 'Иван', phone: '+375291234567', email: 'a@b.by', [field]: v },
      buyer.headers,
    ),
  );
const registration = (field: string) => (v: string) =>
  api.request<Errors>(
    '/api/accounts/registration/',
    jsonInit(
      'POST',
      {
        first_name: 'Иван',
        organization: 'ООО «Тест»',
        email: 'new@test.by',
        phone: '+375291234567',
        is_registration: true,
        [field]: v,
      },
      { 'X-Forwarded-For': `198.51.100.${++ip}` },
    ),
  );

const singleLineFields: [
  string,
  string,
  (v: string) => Promise<{ status: number; body: Errors }>,
][] = [
  ['feedback', 'name', feedback('name')],
  ['feedback', 'phone', feedback('phone')],
  ['personal', 'first_name', personal('first_name')],
  ['personal', 'last_name', personal('last_name')],
  ['personal', 'patronymic', personal('patronymic')],
  ['personal', 'phone', personal('phone')],
  ['recipient', 'name', recipient('name')],
  ['recipient', 'phone', recipient('phone')],
  ['recipient', 'email', recipient('email')],
  ['recipient', 'organization', recipient('organization')],
  ['registration', 'first_name', registration('first_name')],
  ['registration', 'organization', registration('organization')],
  [
    'delivery',
    'delivery_address',
    (v) =>
      api.request<Errors>(
        '/api/cart/delivery/',
        jsonInit('POST', { delivery_method_id: 1, delivery_address: v }, buyer.headers),
      ),
  ],
];

const multiLineFields: typeof singleLineFields = [
  ['feedback', 'comment', feedback('comment')],
  [
    'order',
    'comment',
    (v) =>
      api.request<Errors>(
        '/api/order/make/',
        jsonInit('POST', { comment: v }, { ...buyer.headers, 'Idempotency-Key': `k-${++ip}` }),
      ),
  ],
];

describe('control characters in body text', () => {
  for (const [where, field, send] of [...singleLineFields, ...multiLineFields]) {
    it.each(Object.entries(BAD))(
      `${where} ${field}: %s is 400 with the field message`,
      async (_, v) => {
        const res = await send(v);
        expect(res.status).toBe(400);
        expect(res.body[field]).toEqual([TEXT_BAD_CHARACTERS]);
      },
    );
  }
});

describe('one-line fields', () => {
  for (const [where, field, send] of singleLineFields) {
    it.each(Object.entries(BREAKS))(`${where} ${field}: a %s is refused`, async (_, v) => {
      const res = await send(v);
      expect(res.status).toBe(400);
      expect(res.body[field]).toContain(TEXT_NOT_SINGLE_LINE);
    });
  }

  it('the request form takes a clean name and a multi-line comment (12b: only the name is one line)', async () => {
    const res = await feedback('comment')('Нужен счёт:\n\tкирпич М-150\r\n\tцемент');
    expect(res.status).toBeLessThan(300);
  });
});

describe('control characters in paths and queries', () => {
  it('company suggestions: NUL in the path text is 400 on the text', async () => {
    for (const text of ['%00%00ab', 'ab%07cd', 'ab%ED%A0%80cd']) {
      const res = await api.request<Errors>(`/api/dd_party/${text}/`);
      expect(res.status, text).toBeLessThan(500);
      if (text !== 'ab%ED%A0%80cd') expect(res.body.text).toEqual([TEXT_BAD_CHARACTERS]);
    }
  });

  it('the manager order search: NUL in the query is 400 on query', async () => {
    const res = await api.request<Errors>('/api/manager/orders/?query=%00abc', {
      headers: manager.headers,
    });
    expect(res.status).toBe(400);
    expect(res.body.query).toEqual([TEXT_BAD_CHARACTERS]);
  });

  it('the buyer order filter and catalogue search: NUL in the query is 400', async () => {
    const paths = [
      '/api/user/personal/orders/?organization=%00',
      '/api/modal-search/?query=%00',
      '/api/category/?query=a%00b',
    ];
    for (const path of paths) {
      const res = await api.request<Errors>(path, { headers: buyer.headers });
      expect(res.status, path).toBe(400);
    }
  });

  it('a control character in a query key is refused too', async () => {
    const res = await api.request<Errors>('/api/category/?attr_%00=1');
    expect(res.status).toBe(400);
  });
});
