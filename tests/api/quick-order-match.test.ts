import iconv from 'iconv-lite';
import { startTestServer, type TestServer } from '../support/test-server';
import { client, newBuyer, type Session } from './cart-helpers';
import { productTitled, upload, xlsx, type MatchBody } from './quick-order-helpers';

let api: TestServer;
let buyer: Session;
let gold30: Awaited<ReturnType<typeof productTitled>>;
let rules: Awaited<ReturnType<typeof productTitled>>;
beforeAll(async () => {
  api = await startTestServer({ products: 150 });
  buyer = await newBuyer(api);
  gold30 = await productTitled(api, 'Гольдбанд, 30 кг', { stock: 500 });
  await productTitled(api, 'Зокельпутц', { stock: 500 });
  await productTitled(api, 'Унтерпутц', { stock: 500 });
  // Minimum 10, packs of 5, 22 in stock: at most 20 fit in one line.
  rules = await productTitled(api, 'Профиль ПН 28×27', { minQty: 10, packQty: 5, stock: 22 });
});
afterAll(() => api.close());

const match = (text: string) =>
  client(api, buyer).post<MatchBody & Record<string, string[]>>('/api/quick-order/match/', {
    text,
  });

describe('quick order: pasted lines', () => {
  it('matches by exact article, look-alike letters, wrong layout, and by name with a typo', async () => {
    // «ГОЛЬДБАНД-0001» typed on the latin layout is «ujkml,fyl-0001».
    const res = await match(
      [
        `  ${gold30.article.toLowerCase()}  \t 2`,
        `${gold30.article.replace(/О/g, 'O').replace(/А/g, 'A')};3`,
        'ujkml,fyl-0001\t4',
        'штукатурка кнауф гольдбант 30кг 5',
      ].join('\n'),
    );
    expect(res.status).toBe(200);
    const [exact, lookAlike, layout, byName] = res.body.lines;
    expect(exact).toMatchObject({ status: 'found', matched_by: 'article', requested: 2 });
    expect(exact?.options[0]?.product.id).toBe(gold30.id);
    expect(lookAlike).toMatchObject({ status: 'found', matched_by: 'article', requested: 3 });
    expect(lookAlike?.options[0]?.product.id).toBe(gold30.id);
    expect(layout).toMatchObject({ status: 'found', matched_by: 'layout', requested: 4 });
    expect(layout?.options[0]?.product.id).toBe(gold30.id);
    expect(byName).toMatchObject({ status: 'found', matched_by: 'name', requested: 5 });
    expect(byName?.options[0]).toMatchObject({ quantity: 5, notes: [], problem: null });
    expect(byName?.options[0]?.product.id).toBe(gold30.id);
  });

  it('offers several candidates, says what is not found, and skips empty lines', async () => {
    const res = await match('штукатурка цементная кнауф 7\n\n   \nZZZ-404-999 2\n');
    expect(res.status).toBe(200);
    expect(res.body.skipped).toBe(2);
    const [several, unknown] = res.body.lines;
    expect(several?.status).toBe('several');
    expect(several?.options.length).toBeGreaterThan(1);
    expect(several?.message).toBe('Подходит несколько товаров — выберите нужный.');
    expect(unknown).toMatchObject({ status: 'not_found', row: 4, options: [] });
    expect(unknown?.message).toBe('Товар «ZZZ-404-999» не найден ни по артикулу, ни по названию.');
  });

  it('says in words how each quantity was changed: minimum, pack, stock, fraction', async () => {
    const a = rules.article;
    const res = await match(`${a} 3\n${a} 12\n${a} 40\n${a}\t2,5\n${a}\t-4\n${a}\t999999999\n${a}`);
    expect(res.status).toBe(200);
    const opts = res.body.lines.map((l) => l.options[0]);
    expect(opts[0]).toMatchObject({ quantity: 10 });
    expect(opts[0]?.notes).toEqual(['Увеличено до минимального заказа — 10 шт.']);
    expect(opts[1]).toMatchObject({ quantity: 15 });
    expect(opts[1]?.notes).toEqual(['Округлено вверх до целых упаковок по 5 шт — 15 шт.']);
    expect(opts[2]).toMatchObject({ quantity: 20 });
    expect(opts[2]?.notes).toEqual(['На складе меньше — уменьшено до 20 шт.']);
    expect(opts[3]?.notes[0]).toBe('Дробное количество округлено вверх до 3 шт.');
    expect(opts[3]?.quantity).toBe(10);
    expect(res.body.lines[4]).toMatchObject({
      status: 'invalid',
      message: 'Количество должно быть больше нуля, а указано -4.',
    });
    expect(opts[4]?.quantity).toBeNull();
    expect(opts[5]?.quantity).toBe(20);
    expect(opts[6]?.notes).toEqual(['Количество не указано — взято 10 шт.']);
  });

  it('refuses an empty paste, more than 1 000 lines, and a guest', async () => {
    const empty = await match('\n \n');
    expect(empty.status).toBe(400);
    expect(empty.body.text).toEqual(['Вставьте строки «артикул — количество» или выберите файл.']);
    const many = await match(Array.from({ length: 1001 }, (_, i) => `X-${i} 1`).join('\n'));
    expect(many.status).toBe(400);
    expect(many.body.text).toEqual(['В списке больше 1000 строк: разделите его на части.']);
    const guest = await upload(api, null, new TextEncoder().encode('a;1'), 'a.csv');
    expect(guest.status).toBe(401);
  });
});

describe('quick order: spreadsheets', () => {
  it('reads an XLSX by its header: formulas by result, merged cells, empty rows', async () => {
    const bytes = await xlsx((s) => {
      s.getCell('A1').value = 'Заявка на материалы';
      s.mergeCells('A1:C1');
      s.addRow([]);
      s.addRow(['Наименование', 'Кол-во', 'Артикул']);
      s.addRow(['Гольдбанд', { formula: 'B5*3', result: 6 }, gold30.article]);
      s.addRow(['Профиль', 12, rules.article]);
      s.addRow([]);
      s.addRow(['штукатурка кнауф гольдбанд 30 кг', 1, null]);
      s.mergeCells('A8:A9');
      s.addRow(['Итого', 19]);
    });
    const res = await upload(api, buyer, bytes, 'заказ.xlsx');
    expect(res.status).toBe(200);
    expect(res.body.lines.map((l) => [l.row, l.status, l.requested])).toEqual([
      [4, 'found', 6],
      [5, 'found', 12],
      [7, 'found', 1],
    ]);
    expect(res.body.lines[2]?.matched_by).toBe('name');
    expect(res.body.lines[1]?.options[0]?.quantity).toBe(15);
  });

  it('reads a CSV in Windows-1251 with «;» and by position without a header', async () => {
    const cp1251 = iconv.encode(`Артикул;Количество\r\n${gold30.article};7\r\n;\r\n`, 'win1251');
    const res = await upload(api, buyer, cp1251, 'order.csv');
    expect(res.status).toBe(200);
    expect(res.body.lines).toHaveLength(1);
    expect(res.body.lines[0]).toMatchObject({ status: 'found', requested: 7 });
    const plain = await upload(
      api,
      buyer,
      new TextEncoder().encode(`${gold30.article},"3"\n`),
      'x.csv',
    );
    expect(plain.body.lines[0]).toMatchObject({ status: 'found', requested: 3 });
  });

  it('refuses a picture, an old XLS, a sheet of 10 000 lines and a file over 2 MB', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const pic = await upload(api, buyer, png, 'photo.png');
    expect(pic.status).toBe(400);
    expect(pic.body.file).toEqual([
      'Не удалось прочитать файл: загрузите таблицу Excel (XLSX) или CSV.',
    ]);
    const xls = await upload(api, buyer, new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1]), 'a.xls');
    expect(xls.body.file).toEqual([
      'Старый формат Excel (XLS) не поддерживается: сохраните файл как XLSX.',
    ]);
    const zip = await upload(api, buyer, new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 0]), 'a.xlsx');
    expect(zip.status).toBe(400);
    const huge = await xlsx((s) => {
      for (let i = 0; i < 10_000; i++) s.addRow([`A-${i}`, 1]);
    });
    const tooMany = await upload(api, buyer, huge, 'big.xlsx');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.file).toEqual(['В списке больше 1000 строк: разделите его на части.']);
    const heavy = await upload(api, buyer, new Uint8Array(3 * 1024 * 1024).fill(65), 'a.csv');
    expect(heavy.status).toBe(413);
    expect(heavy.body.detail).toBe('Файл больше 2 МБ: разделите его на части.');
  });
});
