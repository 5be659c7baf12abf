'use client';

import Link from 'next/link';
import { MailIcon, PhoneIcon, PinIcon } from '@/components/icons/icons';
import {
  SOCIAL_NETWORKS,
  TEXT_AGREEMENT_LINK,
  TEXT_FOOTER_BUYERS,
  TEXT_FOOTER_CONTACTS,
  TEXT_FOOTER_DOCUMENTS,
  TEXT_FOOTER_SOCIALS,
  TEXT_POLICY_LINK,
  TEXT_PRICES_INFORMATIONAL,
} from '@/lib/constants-frame';
import {
  BRAND_NAME,
  TEXT_CATALOGUE,
  TEXT_WHERE_TO_BUY,
  WHERE_TO_BUY_PATH,
} from '@/lib/constants-frame';
import type { FooterConfigs } from './footer-configs';
import { Logo } from './logo';
import { OfficeCoordinates } from './office-coordinates';
import { SocialIcon } from './social-icons';
import type { NavItem } from './types';
import styles from './site-footer.module.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * Spec §2.7: every part shows only when its config is set. Issue #15: a client component, so
 * the page carries its few configs (and the side menu's navigation, shared) instead of its
 * whole element tree a second time in the RSC payload. `year` comes from the server: a page
 * kept over New Year must not hydrate to another.
 */
export function SiteFooter({
  configs,
  nav,
  year,
}: {
  configs: FooterConfigs;
  nav: NavItem[];
  year: number;
}) {
  const socials = SOCIAL_NETWORKS.filter((n) => configs[n.key]);
  // Spec §2.6: every type but direct_link is a page.
  const pages = nav.filter((item) => item.type !== 'direct_link');
  const hasContacts =
    configs.ADDRESS_TEXT ||
    configs.OFFICE_COORDINATES ||
    configs.FOOTER_PHONE ||
    configs.FOOTER_EMAIL;
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div className={styles.brand}>
          <Logo tone="light" />
          {configs.SITE_DESCRIPTION && <p className={styles.about}>{configs.SITE_DESCRIPTION}</p>}
          {socials.length > 0 && (
            <ul className={styles.socials} aria-label={TEXT_FOOTER_SOCIALS}>
              {socials.map((n) => (
                <li key={n.key}>
                  <a
                    href={configs[n.key]}
                    className={styles.social}
                    data-network={n.key}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={n.label}
                  >
                    <SocialIcon network={n.key} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>

        {hasContacts && (
          <div>
            <h2 className={styles.title}>{TEXT_FOOTER_CONTACTS}</h2>
            <ul className={styles.list}>
              {configs.ADDRESS_TEXT && (
                <li className={styles.line}>
                  <PinIcon size={18} />
                  {configs.ADDRESS_LINK ? (
                    <a href={configs.ADDRESS_LINK} target="_blank" rel="noopener noreferrer">
                      {configs.ADDRESS_TEXT}
                    </a>
                  ) : (
                    <span>{configs.ADDRESS_TEXT}</span>
                  )}
                </li>
              )}
              {configs.OFFICE_COORDINATES && (
                <li className={styles.line}>
                  <OfficeCoordinates value={configs.OFFICE_COORDINATES} />
                </li>
              )}
              {configs.FOOTER_PHONE && (
                <li className={styles.line}>
                  <PhoneIcon size={18} />
                  <a href={telHref(configs.FOOTER_PHONE)} className={styles.strong}>
                    {configs.FOOTER_PHONE}
                  </a>
                </li>
              )}
              {configs.FOOTER_EMAIL && (
                <li className={styles.line}>
                  <MailIcon size={18} />
                  <a href={`mailto:${configs.FOOTER_EMAIL}`}>{configs.FOOTER_EMAIL}</a>
                </li>
              )}
            </ul>
          </div>
        )}

        <div>
          <h2 className={styles.title}>{TEXT_FOOTER_BUYERS}</h2>
          <ul className={styles.list}>
            <li>
              <Link href="/category/">{TEXT_CATALOGUE}</Link>
            </li>
            <li>
              <Link href={WHERE_TO_BUY_PATH}>{TEXT_WHERE_TO_BUY}</Link>
            </li>
            {pages.map((item) => (
              <li key={item.slug}>
                <Link href={`/${item.slug}/`}>{item.title}</Link>
              </li>
            ))}
          </ul>
        </div>

        {(configs.POLICY_LINK || configs.AGREEMENT_LINK) && (
          <div>
            <h2 className={styles.title}>{TEXT_FOOTER_DOCUMENTS}</h2>
            <ul className={styles.list}>
              {configs.POLICY_LINK && (
                <li>
                  <a href={configs.POLICY_LINK}>{TEXT_POLICY_LINK}</a>
                </li>
              )}
              {configs.AGREEMENT_LINK && (
                <li>
                  <a href={configs.AGREEMENT_LINK}>{TEXT_AGREEMENT_LINK}</a>
                </li>
              )}
            </ul>
          </div>
        )}
      </div>
      <div className={styles.bottom}>
        <p className={styles.note}>{TEXT_PRICES_INFORMATIONAL}</p>
        <p className={styles.copy}>
          © {year} {configs.SITE_NAME ?? BRAND_NAME}
        </p>
      </div>
    </footer>
  );
}
