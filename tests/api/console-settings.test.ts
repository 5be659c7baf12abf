import { SITE_CONFIG_KEYS } from '@/lib/constants';
import {
  buyerClient,
  consoleClient,
  lastAudit,
  type ConsoleClient,
} from './console-content-support';
import { contentSuite } from './console-content-helpers';

interface Setting {
  name: string;
  value: string;
  kind: string;
}

const { api, manager, guest, dropped } = contentSuite();
let admin: ConsoleClient;
beforeAll(async () => {
  admin = await consoleClient(api, 'admin@vitrina.by');
});

const MARKUP_KEYS = ['COUNTERS_HEAD', 'COUNTERS_BODY_START', 'META_TAGS', 'GOALS'];

describe('site settings: access', () => {
  it('a guest gets 401 and a buyer 403', async () => {
    const buyer = await buyerClient(api);
    for (const client of [guest, buyer]) {
      const expected = client === guest ? 401 : 403;
      expect((await client.get('/api/manager/settings/')).status).toBe(expected);
      expect((await client.get('/api/manager/settings/FOOTER_PHONE/')).status).toBe(expected);
      const save = await client.patch('/api/manager/settings/', { values: { SITE_NAME: 'X' } });
      expect(save.status).toBe(expected);
    }
  });

  it('a manager gets 403 on the keys that put markup on every page, and never sees them', async () => {
    for (const key of MARKUP_KEYS) {
      const read = await manager.get(`/api/manager/settings/${key}/`);
      expect(read.status, key).toBe(403);
      expect(read.body.detail).toBe('Эту настройку может менять только администратор.');
      const write = await manager.patch('/api/manager/settings/', {
        values: { [key]: '<script>evil()</script>' },
      });
      expect(write.status, key).toBe(403);
    }
    const list = await manager.get<Setting[]>('/api/manager/settings/');
    const names = list.body.map((s) => s.name);
    expect(names).toContain('FOOTER_PHONE');
    for (const key of MARKUP_KEYS) expect(names).not.toContain(key);
    const configs = await guest.get<{ name: string; value: string }[]>('/api/configs/');
    expect(configs.body.find((c) => c.name === 'COUNTERS_HEAD')?.value).not.toContain('evil');
  });

  it('an admin reads and edits them', async () => {
    const list = await admin.get<Setting[]>('/api/manager/settings/');
    expect(list.body.map((s) => s.name)).toEqual(expect.arrayContaining(MARKUP_KEYS));
    const save = await admin.patch('/api/manager/settings/', {
      values: { COUNTERS_HEAD: '<!-- счётчик -->', GOALS: '{"order": "purchase"}' },
    });
    expect(save.status).toBe(200);
    const bad = await admin.patch('/api/manager/settings/', { values: { GOALS: '[1' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ 'values.GOALS': ['Некорректный JSON'] });
    expect((await admin.get<Setting>('/api/manager/settings/COUNTERS_HEAD/')).body.value).toBe(
      '<!-- счётчик -->',
    );
  });
});

describe('site settings: values', () => {
  it('changes the footer phone: public configs show it, the cache is dropped, the log has it', async () => {
    dropped.length = 0;
    const before = (await guest.get<{ name: string; value: string }[]>('/api/configs/')).body.find(
      (c) => c.name === 'FOOTER_PHONE',
    )?.value;
    const res = await manager.patch('/api/manager/settings/', {
      values: { FOOTER_PHONE: ' +375 (17) 222-33-44 ' },
    });
    expect(res.status).toBe(200);
    const configs = await guest.get<{ name: string; value: string }[]>('/api/configs/');
    expect(configs.body.find((c) => c.name === 'FOOTER_PHONE')?.value).toBe('+375 (17) 222-33-44');
    expect(dropped).toEqual([['content']]);
    expect(await lastAudit(api, 'site_config', 'FOOTER_PHONE')).toMatchObject({
      action: 'update',
      before: { value: before },
      after: { value: '+375 (17) 222-33-44' },
    });
  });

  it('checks each value by its kind, with Russian messages under each key', async () => {
    const res = await manager.patch('/api/manager/settings/', {
      values: {
        FOOTER_PHONE: '8 029 123 45 67',
        HEADER_EMAIL: 'не почта',
        OFFICE_COORDINATES: '95.1, 27.5',
        VK: 'vk.com/x',
        MIN_ORDER_AMOUNT: '100,50',
        SELLER_UNP: '191234564',
        SELLER_IBAN: 'BY00',
        INVOICE_PAYMENT_DAYS: '0',
        VAT_DISPLAY_DEFAULT: 'maybe',
        SITE_NAME: '  ',
        NO_SUCH_KEY: 'x',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      'values.FOOTER_PHONE': ['Телефон в формате +375 (29) 123-45-67'],
      'values.HEADER_EMAIL': ['Некорректный e-mail'],
      'values.OFFICE_COORDINATES': ['Широта должна быть от −90 до 90'],
      'values.VK': ['Ссылка должна начинаться с https:// или http://'],
      'values.MIN_ORDER_AMOUNT': ['Сумма числом, до двух знаков после точки: 100.00'],
      'values.SELLER_UNP': ['Неверный УНП: не сходится контрольная цифра'],
      'values.SELLER_IBAN': [expect.stringContaining('IBAN')],
      'values.INVOICE_PAYMENT_DAYS': ['Число дней от 1 до 365'],
      'values.VAT_DISPLAY_DEFAULT': ['Выберите: с НДС или без НДС'],
      'values.SITE_NAME': ['Заполните поле'],
      'values.NO_SUCH_KEY': ['Неизвестная настройка'],
    });
  });

  it("accepts the demo's own value of every key, so the form can always be saved", async () => {
    const list = await admin.get<Setting[]>('/api/manager/settings/');
    const values = Object.fromEntries(list.body.map((s) => [s.name, s.value]));
    expect(Object.keys(values)).toHaveLength(SITE_CONFIG_KEYS.length);
    const res = await admin.patch('/api/manager/settings/', { values });
    expect(res.body).toBeInstanceOf(Array);
    expect(res.status).toBe(200);
  });

  it('takes good values of every kind and empties optional ones', async () => {
    const res = await manager.patch<Setting[]>('/api/manager/settings/', {
      values: {
        OFFICE_COORDINATES: '53.9, 27.56',
        SELLER_UNP: '191234563',
        MIN_ORDER_AMOUNT: '250',
        VIBER: 'viber://chat?number=%2B375293881234',
        TIKTOK: '',
        HEADER_EMAIL: 'sales@vitrina.by',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.find((s) => s.name === 'TIKTOK')?.value).toBe('');
    expect(res.body.find((s) => s.name === 'MIN_ORDER_AMOUNT')?.value).toBe('250');
  });
});
