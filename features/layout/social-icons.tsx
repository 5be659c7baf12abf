import type { ReactNode } from 'react';
import type { SOCIAL_NETWORKS } from '@/lib/constants';

type Network = (typeof SOCIAL_NETWORKS)[number]['key'];

/** Simplified brand marks drawn for the footer: each reads as its network at 20 px. */
const GLYPHS: Record<Network, ReactNode> = {
  VK: (
    <path
      d="M4.5 7.5l3.2 9h.6l3.2-9M13.5 7.5v9M19.5 7.5l-5.6 4.6 5.8 4.4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
  TELEGRAM: (
    <path
      d="M3.6 11.3l15.6-6.1c.8-.3 1.5.2 1.2 1.4l-2.6 12.3c-.2.9-.8 1.1-1.5.7l-4.2-3.1-2 2c-.3.3-.5.4-.9.4l.3-4.3 7.8-7.1c.3-.3-.1-.5-.5-.2l-9.7 6.1-4.1-1.3c-.9-.3-.9-.9.2-1.3z"
      fill="currentColor"
    />
  ),
  WHATSAPP: (
    <>
      <path
        d="M12 3.5a8.5 8.5 0 0 0-7.3 12.8L3.5 20.5l4.3-1.1A8.5 8.5 0 1 0 12 3.5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path
        d="M9.2 7.8c.3 0 .5 0 .7.5l.8 1.8c.1.3 0 .5-.1.7l-.6.7c.7 1.4 1.8 2.5 3.2 3.2l.7-.7c.2-.2.4-.2.7-.1l1.8.8c.4.2.5.4.4.8-.2.9-1.2 1.6-2.1 1.6-3.4-.2-6.5-3.3-6.7-6.7 0-.9.6-2 1.2-2.5z"
        fill="currentColor"
      />
    </>
  ),
  VIBER: (
    <>
      <path
        d="M12 3.2c4.9 0 8.3 2 8.3 7.4 0 4.9-3.1 7.2-8 7.2-.7 0-1.4 0-2-.1L6.8 20.8v-3.6C4.6 16 3.7 13.9 3.7 10.6c0-5.4 3.4-7.4 8.3-7.4z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinejoin="round"
      />
      <path
        d="M12.6 6.6a4 4 0 0 1 3.6 3.7M12.5 8.6a2 2 0 0 1 1.8 1.8"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
      <path
        d="M8.6 7.9c.3-.1.5 0 .6.3l.7 1.1c.1.3.1.5-.1.7l-.4.4c.4 1 1.2 1.8 2.2 2.2l.4-.4c.2-.2.4-.2.7-.1l1.1.7c.3.2.4.4.3.6-.2.8-.9 1.1-1.6 1-2.2-.4-3.9-2.1-4.3-4.3-.1-.7.3-1.4 1.1-1.6z"
        fill="currentColor"
      />
    </>
  ),
  INSTAGRAM: (
    <>
      <rect
        x="4"
        y="4"
        width="16"
        height="16"
        rx="4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.9"
      />
      <circle cx="12" cy="12" r="3.6" fill="none" stroke="currentColor" strokeWidth="1.9" />
      <circle cx="16.7" cy="7.3" r="1.1" fill="currentColor" />
    </>
  ),
  TIKTOK: (
    <path
      d="M13.2 3.5h2.9c.2 2 1.6 3.6 3.6 3.8v2.9c-1.4 0-2.6-.4-3.6-1.1v5.9a5.5 5.5 0 1 1-5.5-5.5h.4v3a2.5 2.5 0 1 0 2.2 2.5z"
      fill="currentColor"
    />
  ),
};

export function SocialIcon({ network }: { network: Network }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {GLYPHS[network]}
    </svg>
  );
}
