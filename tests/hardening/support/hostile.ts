import fc from 'fast-check';

/**
 * What an attacker or a careless client sends instead of what the contract asks: wrong types,
 * NUL and odd Unicode, numbers out of every range, huge and deeply nested values, path tricks.
 */

/** JSON can't carry 1e400 or -0 literally from JS values: a marker the serializer writes raw. */
const RAW = '\u0001RAW:';
export const raw = (text: string) => `${RAW}${text}\u0001`;
/** JSON.stringify, then the raw markers replaced by their literal text. */
export const serialize = (value: unknown) =>
  JSON.stringify(value).replace(/"\\u0001RAW:(.*?)\\u0001"/g, '$1');

export const ODD_STRINGS = [
  '\u0000',
  'a\u0000b',
  'Иван\u0000Петров',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Eтекст',
  '\u200B\u200C\u200D\uFEFF',
  'e\u0301'.repeat(500),
  '𝕍𝕚𝕥𝕣𝕚𝕟𝕒😀👨‍👩‍👧',
  '\r\n\t\v\f',
  "' OR 1=1 --",
  "'); DROP TABLE users; --",
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '%00%',
  '\\',
  '',
  ' ',
  'ｆｕｌｌｗｉｄｔｈ',
  '\u00A0\u2028\u2029',
];

export const ODD_NUMBERS: unknown[] = [
  2 ** 31,
  2 ** 31 - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  1e308,
  -1,
  -(2 ** 31) - 1,
  0,
  0.5,
  1.5,
  -0.0001,
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '0x10',
  ' 1',
  '1.0',
  '١٢',
  '9'.repeat(400),
  raw('1e400'),
  raw('-0'),
  raw('99999999999999999999999999'),
];

const WRONG_TYPES: unknown[] = [true, false, null, [], {}, [1, 2], { $gt: '' }, 'строка', 123];

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** A hostile JSON value for any field. */
export function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ODD_STRINGS) },
    { weight: 4, arbitrary: fc.constantFrom(...ODD_NUMBERS) },
    { weight: 3, arbitrary: fc.constantFrom(...WRONG_TYPES) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 1, arbitrary: fc.integer({ min: 1000, max: 100_000 }).map((n) => 'я'.repeat(n)) },
    { weight: 1, arbitrary: fc.constantFrom(raw(deepArray(64)), raw(deepObject(64))) },
  );
}

let big: string[] | undefined;
function bigBodies(): string[] {
  big ??= [
    deepArray(5000),
    deepObject(3000),
    `{"x":${deepArray(20_000)}}`,
    JSON.stringify({ comment: 'я'.repeat(1_000_000) }),
    JSON.stringify(Array.from({ length: 200_000 }, (_, i) => i)),
    JSON.stringify(Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, i]))),
  ];
  return big;
}

/** A whole request body that is not the JSON object the contract wants. */
export function hostileBody(): fc.Arbitrary<{ body: string; contentType?: string }> {
  const json = (body: string) => ({ body, contentType: 'application/json' });
  return fc.oneof(
    fc.constantFrom(
      json(''),
      json('{'),
      json('{"a":'),
      json('null'),
      json('[]'),
      json('"строка"'),
      json('1e400'),
      json('{"__proto__":{"role":"manager"}}'),
      json('{"a":1,"a":2}'),
      json('\u0000'),
      { body: 'product_id=1&quantity=2', contentType: 'application/x-www-form-urlencoded' },
      { body: '{"product_id":1}', contentType: 'text/plain' },
      { body: '{"product_id":1}' },
      { body: '{"product_id":1}', contentType: 'application/json; charset=latin1' },
      { body: '\xff\xfe\x00{', contentType: 'application/json' },
    ),
    // deeply nested: arrays and objects thousands deep; huge: about 2 MB of JSON (built once)
    fc.constantFrom(...bigBodies()).map((body) => json(body)),
  );
}

/** A path segment in place of an id or slug: traversal, bad escapes, overlong, odd bytes. */
export const PATH_TRICKS = [
  '..',
  '../..',
  '../../etc/passwd',
  '%2e%2e',
  '%2e%2e%2f%2e%2e',
  '..%2f..%2f',
  '%2F',
  '%252e%252e',
  '',
  '/',
  '//',
  '.',
  '%00',
  'a%00b',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AE%C0%AE',
  '%FF%FE',
  'x'.repeat(8000),
  '9'.repeat(40),
  '2147483648',
  '9007199254740993',
  '-1',
  '0',
  '1.5',
  '1e3',
  'NaN',
  '%20',
  '%D0%AF%D0%BD%D0%B4%D0%B5%D0%BA%D1%81',
  '%E2%80%AE',
];

/** A query value as written in the URL (already escaped, or deliberately broken). */
export const QUERY_TRICKS = [
  '%00',
  '%',
  '%zz',
  '2147483648',
  '9007199254740993',
  '-1',
  '1.5',
  'NaN',
  'Infinity',
  '1e9',
  'x'.repeat(5000),
  '%27%20OR%201%3D1--',
  '%E2%80%AE',
  '%C0%AE',
  '',
];

export const ODD_METHODS = ['HEAD', 'OPTIONS', 'TRACE', 'PUT', 'DELETE', 'PATCH', 'PROPFIND'];
