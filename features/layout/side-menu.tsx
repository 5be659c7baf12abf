'use client';

import Link from 'next/link';
import { usePublicPathname } from '@/components/navigation/use-public-pathname';
import { useEffect, useRef } from 'react';
import {
  ChatIcon,
  ChevronLeftIcon,
  CloseIcon,
  DownloadIcon,
  ExternalIcon,
  MailIcon,
  PageIcon,
  PhoneIcon,
  StoreIcon,
} from '@/components/icons/icons';
import { VatSwitch } from '@/components/pricing/vat-switch';
import { QuickOrderIcon } from '@/components/icons/buying-icons';
import type { SiteConfigMap } from '@/lib/api/contract/content';
import type { RequestForm } from '@/lib/api/contract/feedback';
import {
  TEXT_CLOSE,
  TEXT_COLLAPSE_MENU,
  TEXT_DOWNLOAD_CATALOGUE,
  TEXT_LEAVE_REQUEST,
  TEXT_SIDE_MENU,
  TEXT_WHERE_TO_BUY,
  WHERE_TO_BUY_PATH,
  QUICK_ORDER_PATH,
  TEXT_QUICK_ORDER,
} from '@/lib/constants-frame';
import { useFrameStore } from '@/stores/frame-store';
import { modalTrigger, useModalStore } from '@/stores/modal-store';
import { Logo } from './logo';
import { SideMenuNotice } from './side-menu-notice';
import { SIDE_MENU_ID, isWideScreen, readCollapsed, writeCollapsed } from './side-menu-state';
import type { NavItem } from './types';
import styles from './side-menu.module.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function NavEntry({ item, pathname }: { item: NavItem; pathname: string }) {
  if (item.type === 'direct_link') {
    const external = item.target === '_blank';
    return (
      <a
        href={item.slug}
        target={item.target ?? undefined}
        rel={external ? 'noopener noreferrer' : undefined}
        className={styles.item}
      >
        <PageIcon />
        <span>{item.title}</span>
        {external && <ExternalIcon size={14} className={styles.external} />}
      </a>
    );
  }
  const href = `/${item.slug}/`;
  return (
    <Link href={href} className={styles.item} aria-current={pathname === href ? 'page' : undefined}>
      <PageIcon />
      <span>{item.title}</span>
    </Link>
  );
}

interface SideMenuProps {
  nav: NavItem[];
  /** Only the contacts it shows: the rest of the configs would ride along in every page. */
  configs: Pick<SiteConfigMap, 'HEADER_PHONE' | 'HEADER_EMAIL'>;
  requestForm: RequestForm | null;
}

/** Spec §2.6: a column on wide screens (collapsible), a drawer behind the burger below. */
export function SideMenu({ nav, configs, requestForm }: SideMenuProps) {
  const pathname = usePublicPathname();
  const open = useFrameStore((s) => s.menuOpen);
  const collapsed = useFrameStore((s) => s.menuCollapsed);
  const setOpen = useFrameStore((s) => s.setMenuOpen);
  const setCollapsed = useFrameStore((s) => s.setMenuCollapsed);
  const openModal = useModalStore((s) => s.openModal);
  const closeButton = useRef<HTMLButtonElement>(null);
  const initialised = useRef(false);

  useEffect(() => {
    // The first pass adopts what the inline script restored before paint.
    if (!initialised.current) {
      initialised.current = true;
      if (readCollapsed()) {
        setCollapsed(true);
        return;
      }
    }
    writeCollapsed(collapsed);
  }, [collapsed, setCollapsed]);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  const collapse = () => {
    if (isWideScreen()) setCollapsed(true);
    setOpen(false);
  };

  return (
    <>
      <div
        className={styles.scrim}
        data-open={open}
        onClick={() => setOpen(false)}
        aria-hidden="true"
      />
      <aside id={SIDE_MENU_ID} className={styles.menu} data-open={open} aria-label={TEXT_SIDE_MENU}>
        <div className={styles.drawerHead}>
          <Logo />
          <button
            ref={closeButton}
            type="button"
            className={styles.iconButton}
            aria-label={TEXT_CLOSE}
            onClick={() => setOpen(false)}
          >
            <CloseIcon size={22} />
          </button>
        </div>
        <nav className={styles.nav} aria-label={TEXT_SIDE_MENU}>
          <ul className={styles.list}>
            {nav.map((item) => (
              <li key={`${item.type}:${item.slug}`}>
                <NavEntry item={item} pathname={pathname} />
              </li>
            ))}
            <li className={styles.divided}>
              <Link
                href={WHERE_TO_BUY_PATH}
                className={styles.item}
                aria-current={pathname === WHERE_TO_BUY_PATH ? 'page' : undefined}
              >
                <StoreIcon />
                <span>{TEXT_WHERE_TO_BUY}</span>
              </Link>
            </li>
            <li>
              <Link
                href={QUICK_ORDER_PATH}
                className={styles.item}
                aria-current={pathname === QUICK_ORDER_PATH ? 'page' : undefined}
              >
                <QuickOrderIcon />
                <span>{TEXT_QUICK_ORDER}</span>
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={styles.item}
                onClick={() => openModal('downloadCatalogue')}
                {...modalTrigger('downloadCatalogue')}
              >
                <DownloadIcon />
                <span>{TEXT_DOWNLOAD_CATALOGUE}</span>
              </button>
            </li>
          </ul>
        </nav>
        <div className={styles.bottom}>
          <VatSwitch placement="menu" />
          {(configs.HEADER_PHONE || configs.HEADER_EMAIL) && (
            <div className={styles.contacts}>
              {configs.HEADER_PHONE && (
                <a href={telHref(configs.HEADER_PHONE)} className={styles.phone}>
                  <PhoneIcon size={18} />
                  {configs.HEADER_PHONE}
                </a>
              )}
              {configs.HEADER_EMAIL && (
                <a href={`mailto:${configs.HEADER_EMAIL}`} className={styles.email}>
                  <MailIcon size={18} />
                  {configs.HEADER_EMAIL}
                </a>
              )}
            </div>
          )}
          <SideMenuNotice />
          {requestForm && (
            <button
              type="button"
              className={styles.request}
              onClick={() => openModal('request', { form: requestForm })}
              {...modalTrigger('request')}
            >
              <ChatIcon size={18} />
              {TEXT_LEAVE_REQUEST}
            </button>
          )}
          <button type="button" className={styles.collapse} onClick={collapse}>
            <ChevronLeftIcon size={18} />
            {TEXT_COLLAPSE_MENU}
          </button>
        </div>
      </aside>
    </>
  );
}
