import Link from 'next/link';
import { MailIcon, PhoneIcon, PinIcon } from '@/components/icons/icons';
import type { SiteConfigMap } from '@/lib/api/contract/content';
import { TEXT_FOOTER_CONTACTS } from '@/lib/constants-frame';
import { TEXT_WHERE_TO_BUY, WHERE_TO_BUY_PATH } from '@/lib/constants-frame';
import styles from './home-page.module.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Phones, e-mails and the office from the site configs; each line only when configured. */
export function HomeContacts({ configs }: { configs: SiteConfigMap }) {
  const phones = [
    ...new Set([configs.HEADER_PHONE, configs.FOOTER_PHONE].filter((v): v is string => !!v)),
  ];
  const emails = [
    ...new Set([configs.HEADER_EMAIL, configs.FOOTER_EMAIL].filter((v): v is string => !!v)),
  ];
  return (
    <section className={styles.contacts} aria-labelledby="home-contacts">
      <h2 id="home-contacts">{TEXT_FOOTER_CONTACTS}</h2>
      <ul>
        {phones.map((phone) => (
          <li key={phone}>
            <PhoneIcon size={18} />
            <a href={telHref(phone)}>{phone}</a>
          </li>
        ))}
        {emails.map((email) => (
          <li key={email}>
            <MailIcon size={18} />
            <a href={`mailto:${email}`}>{email}</a>
          </li>
        ))}
        {configs.ADDRESS_TEXT && (
          <li>
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
      </ul>
      <Link href={WHERE_TO_BUY_PATH}>{TEXT_WHERE_TO_BUY}: магазины, склад и партнёры →</Link>
    </section>
  );
}
