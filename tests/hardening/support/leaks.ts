/**
 * What an answer must never show a client: a stack trace, SQL or a database error, a file path of
 * the server. The patterns are specific enough that the shop's Russian texts never match them;
 * an answer may echo the client's own input, so the fuzzer never sends these shapes itself.
 */
const LEAKS: [string, RegExp][] = [
  ['stack trace', /\n\s+at [\w$.<>[\] ]+ \(?[^\s)]+:\d+:\d+\)?/],
  ['stack trace', /\bat (?:async )?[\w$.]+ \((?:file:\/\/|node:|\/)[^)]*:\d+:\d+\)/],
  [
    'SQL',
    /\b(?:select|insert into|update|delete from)\b[^"]{0,200}\b(?:from|values|set|where)\b\s+["\w]/i,
  ],
  [
    'SQL',
    /Failed query:|syntax error at or near|violates (?:foreign key|unique|not-null|check) constraint|duplicate key value|relation "\w+" does not exist|invalid input syntax for|out of range for type|PostgresError|DrizzleQueryError|PGliteError/i,
  ],
  [
    'file path',
    /(?:\/(?:work|home|root|app|srv|usr|var|opt|tmp)\/[\w.-]+\/[\w./-]*\.(?:[cm]?[jt]sx?|json|node))|node_modules\/|\.next\/server\/|[A-Z]:\\\\[\w\\]+/,
  ],
];

export function leakIn(text: string): string | null {
  for (const [kind, pattern] of LEAKS) {
    const m = pattern.exec(text);
    if (m) return `${kind}: ${m[0].slice(0, 120)}`;
  }
  return null;
}
