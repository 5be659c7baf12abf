/** Attributes a manager's <meta> may carry, in React's spelling. */
const ALLOWED: Record<string, string> = {
  name: 'name',
  property: 'property',
  content: 'content',
  'http-equiv': 'httpEquiv',
  itemprop: 'itemProp',
  media: 'media',
};

const TAG = /<meta\b([^>]*)>/gi;
const ATTRIBUTE = /([a-zA-Z:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>/]+))/g;

/** The <meta> tags of the META_TAGS config as props; anything else in it is ignored. */
export function parseMetaTags(markup: string): Record<string, string>[] {
  const tags: Record<string, string>[] = [];
  for (const [, attributes = ''] of markup.matchAll(TAG)) {
    const props: Record<string, string> = {};
    for (const [, rawName = '', double, single, bare] of attributes.matchAll(ATTRIBUTE)) {
      const name = ALLOWED[rawName.toLowerCase()];
      if (name) props[name] = double ?? single ?? bare ?? '';
    }
    if (Object.keys(props).length > 0) tags.push(props);
  }
  return tags;
}

/**
 * META_TAGS (verification codes and the like) rendered as real elements, so they are in the
 * server HTML that crawlers read; React hoists <meta> into <head>.
 */
export function MetaTags({ markup }: { markup?: string }) {
  if (!markup) return null;
  return (
    <>
      {parseMetaTags(markup).map((props, index) => (
        <meta key={index} {...props} />
      ))}
    </>
  );
}
