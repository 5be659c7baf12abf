'use client';

import { useEffect } from 'react';
import { useConsent } from './consent';

/** Marks what was inserted, so a second render (or a remount) never runs a counter twice. */
const MARK = 'data-counters';

/**
 * Manager-written markup goes in as parsed by the browser: a contextual fragment keeps its
 * <script> elements executable, unlike innerHTML.
 */
function insertMarkup(markup: string, where: 'head' | 'body-start'): void {
  const parent = where === 'head' ? document.head : document.body;
  if (parent.querySelector(`[${MARK}="${where}"]`)) return;
  const range = document.createRange();
  range.selectNodeContents(parent);
  const fragment = range.createContextualFragment(markup);
  const marker = document.createElement('template');
  marker.setAttribute(MARK, where);
  fragment.prepend(marker);
  if (where === 'head') parent.append(fragment);
  else parent.prepend(fragment);
}

/**
 * COUNTERS_HEAD in <head> and COUNTERS_BODY_START at the start of <body>, inserted only once
 * the visitor has accepted cookies (spec §2.8): a visitor who declined is never counted.
 */
export function Counters({ head, bodyStart }: { head?: string; bodyStart?: string }) {
  const consent = useConsent();
  useEffect(() => {
    if (consent !== 'accepted') return;
    if (head) insertMarkup(head, 'head');
    if (bodyStart) insertMarkup(bodyStart, 'body-start');
  }, [consent, head, bodyStart]);
  return null;
}
