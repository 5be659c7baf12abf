import type { SOCIAL_NETWORKS } from '@/lib/constants-frame';

type Network = (typeof SOCIAL_NETWORKS)[number]['key'];

/**
 * Simplified brand marks drawn for the footer: each reads as its network at 20 px. Issue #15:
 * the shapes live in one file (public/social-icons.svg, a symbol per network) that the browser
 * keeps; drawn inline they were ~4 KB of every page — the footer's markup and its copy in the
 * RSC payload.
 */
const SOCIAL_ICONS_URL = '/social-icons.svg';

export function SocialIcon({ network }: { network: Network }) {
  return (
    <svg width="20" height="20" aria-hidden="true" focusable="false">
      <use href={`${SOCIAL_ICONS_URL}#${network}`} />
    </svg>
  );
}
