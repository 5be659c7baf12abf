import { amountInWords } from '@/lib/format/amount-in-words';
import { plural } from '@/lib/format/numbers';
import type { InvoiceData, InvoiceLine } from './invoice-data';
import { renderPdf } from './pdf-maker';

/**
 * The «Счёт на оплату» as Belarusian accountants read it (issue #13): the seller's bank
 * requisites in the framed block on top, number and date, supplier and payer with their УНП,
 * the lines with VAT split per line (as 1C rounds), the totals, the amount in words and the
 * payment term, and the places to sign.
 */

const money = new Intl.NumberFormat('ru-RU', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const count = new Intl.NumberFormat('ru-RU');
const longDate = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Minsk',
});

const rub = (amount: string) => money.format(Number(amount));
const rate = (r: number) => `${count.format(r)} %`;

export const invoiceTitle = (number: string) => `Счёт на оплату № ${number}`;

/** «Оплатить в течение 3 банковских дней» / «… 1 банковского дня». */
export const paymentTerm = (days: number) =>
  `Оплатить в течение ${days} ${plural(days, ['банковского дня', 'банковских дней', 'банковских дней'])} со дня выставления счёта.`;

const cell = (text: string, extra: object = {}) => ({ text, ...extra });
const num = (text: string) => cell(text, { alignment: 'right', noWrap: true });

function requisites(d: InvoiceData) {
  const s = d.seller;
  const label = (t: string) => cell(t, { style: 'label' });
  return {
    table: {
      widths: ['*', 60, 190],
      body: [
        [{ stack: [label('Банк получателя'), s.bank] }, label('БИК'), cell(s.bic, { bold: true })],
        [
          { stack: [label('Получатель'), cell(s.name, { bold: true }), `УНП ${s.unp}`] },
          label('Счёт (IBAN)'),
          cell(s.iban, { bold: true, noWrap: true }),
        ],
      ],
    },
    layout: { hLineWidth: () => 0.7, vLineWidth: () => 0.7 },
    margin: [0, 0, 0, 14],
  };
}

const HEADER = [
  '№',
  'Наименование товара',
  'Ед.',
  'Кол-во',
  'Цена без НДС, руб.',
  'Сумма без НДС, руб.',
  'Ставка НДС',
  'Сумма НДС, руб.',
  'Всего с НДС, руб.',
];

function lineRow(l: InvoiceLine, i: number) {
  return [
    num(String(i + 1)),
    { text: [l.title, { text: l.article ? `\nАрт. ${l.article}` : '', style: 'label' }] },
    cell(l.unit, { alignment: 'center' }),
    num(count.format(l.quantity)),
    num(rub(l.netPrice)),
    num(rub(l.net)),
    num(rate(l.rate)),
    num(rub(l.vat)),
    num(rub(l.gross)),
  ];
}

function linesTable(d: InvoiceData) {
  const t = d.totals;
  return {
    table: {
      headerRows: 1,
      widths: [16, '*', 26, 36, 52, 58, 34, 50, 58],
      body: [
        HEADER.map((h) => cell(h, { style: 'th' })),
        ...d.lines.map(lineRow),
        [
          { text: 'Итого', colSpan: 5, alignment: 'right', bold: true },
          '',
          '',
          '',
          '',
          num(rub(t.net)),
          '',
          num(rub(t.vat)),
          cell(rub(t.gross), { alignment: 'right', bold: true, noWrap: true }),
        ],
      ],
    },
    layout: {
      hLineWidth: () => 0.5,
      vLineWidth: () => 0.5,
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
    fontSize: 8,
    margin: [0, 0, 0, 8],
  };
}

function totals(d: InvoiceData) {
  const rows: [string, string][] = [
    ['Сумма без НДС:', rub(d.totals.net)],
    ...d.vatByRate.map((v): [string, string] => [`НДС ${rate(v.rate)}:`, rub(v.vat)]),
    ['Всего с НДС:', rub(d.totals.gross)],
  ];
  return {
    table: {
      widths: ['*', 90],
      body: rows.map(([k, v], i) => [
        cell(k, { alignment: 'right', bold: i === rows.length - 1 }),
        cell(v, { alignment: 'right', bold: i === rows.length - 1, noWrap: true }),
      ]),
    },
    layout: 'noBorders',
    margin: [0, 0, 0, 10],
  };
}

function party(label: string, text: string) {
  return {
    columns: [
      { width: 80, text: label, style: 'label', margin: [0, 1, 0, 0] },
      { width: '*', text, bold: true },
    ],
    margin: [0, 0, 0, 5],
  };
}

export function invoiceDocument(d: InvoiceData): object {
  const s = d.seller;
  const date = `${longDate.format(d.createdAt)}`;
  const buyerNumber = d.buyer.unp ? `УНП ${d.buyer.unp}` : d.buyer.inn ? `ИНН ${d.buyer.inn}` : '';
  // Signature lines for the seller's head and chief accountant, blank as printed forms have.
  const signature = (who: string) => ({
    columns: [
      { width: 110, text: who, bold: true },
      { width: 150, canvas: [{ type: 'line', x1: 0, y1: 11, x2: 140, y2: 11, lineWidth: 0.5 }] },
      { width: 150, canvas: [{ type: 'line', x1: 0, y1: 11, x2: 140, y2: 11, lineWidth: 0.5 }] },
    ],
  });
  return {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 40],
    info: {
      title: `${invoiceTitle(d.number)} от ${date}`,
      author: s.name,
      subject: 'Счёт на оплату',
    },
    defaultStyle: { font: 'Roboto', fontSize: 9.5, lineHeight: 1.15 },
    styles: {
      label: { fontSize: 7.5, color: '#555555' },
      th: { bold: true, fontSize: 7.5, alignment: 'center', fillColor: '#eeeeee' },
      title: { fontSize: 15, bold: true },
    },
    content: [
      requisites(d),
      { text: `${invoiceTitle(d.number)} от ${date}`, style: 'title' },
      {
        canvas: [{ type: 'line', x1: 0, y1: 4, x2: 523, y2: 4, lineWidth: 1.5 }],
        margin: [0, 0, 0, 10],
      },
      party('Поставщик:', `${s.name}, УНП ${s.unp}, ${s.address}`),
      party('Покупатель:', [d.buyer.name, buyerNumber].filter(Boolean).join(', ')),
      party('Основание:', `Заказ № ${d.number} от ${date}`),
      { text: '', margin: [0, 0, 0, 6] },
      linesTable(d),
      totals(d),
      {
        text: `Всего наименований ${d.lines.length}, на сумму ${rub(d.totals.gross)} руб.`,
        margin: [0, 0, 0, 2],
      },
      {
        text: `Всего к оплате: ${amountInWords(d.totals.gross)}`,
        bold: true,
        margin: [0, 0, 0, 2],
      },
      { text: `В том числе НДС: ${amountInWords(d.totals.vat)}`, margin: [0, 0, 0, 10] },
      { text: paymentTerm(s.paymentDays), margin: [0, 0, 0, 4] },
      {
        canvas: [{ type: 'line', x1: 0, y1: 4, x2: 523, y2: 4, lineWidth: 1.5 }],
        margin: [0, 0, 0, 22],
      },
      signature('Руководитель'),
      { text: '', margin: [0, 0, 0, 18] },
      signature('Главный бухгалтер'),
    ],
  };
}

export const invoicePdf = (d: InvoiceData): Promise<Buffer> => renderPdf(invoiceDocument(d));
