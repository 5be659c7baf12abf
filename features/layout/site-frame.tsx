import { Suspense, type ReactNode } from 'react';
import { TEXT_SKIP_TO_CONTENT } from '@/lib/constants';
import { footerConfigs } from './footer-configs';
import type { FrameData } from './get-frame-data';
import { RouteEffects } from './route-effects';
import { ScrollToTop } from './scroll-to-top';
import { SideMenu } from './side-menu';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './site-frame.module.css';

interface SiteFrameProps {
  data: FrameData;
  /** Header slots owned by other features: the search box and the account/cart controls. */
  search: ReactNode;
  actions: ReactNode;
  /** The cart summary strip (issue #6), right under the header; it decides where it shows. */
  strip: ReactNode;
  children: ReactNode;
}

/** Spec §2.3: the frame of every page. */
export function SiteFrame({ data, search, actions, strip, children }: SiteFrameProps) {
  return (
    <>
      <a href="#main" className="skip-link">
        {TEXT_SKIP_TO_CONTENT}
      </a>
      <SiteHeader search={search} actions={actions} />
      {strip}
      <div className={styles.body}>
        <SideMenu
          nav={data.nav}
          configs={{
            HEADER_PHONE: data.configs.HEADER_PHONE,
            HEADER_EMAIL: data.configs.HEADER_EMAIL,
          }}
          requestForm={data.requestForm}
        />
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
      <SiteFooter
        configs={footerConfigs(data.configs)}
        nav={data.nav}
        year={new Date().getFullYear()}
      />
      <ScrollToTop />
      <Suspense fallback={null}>
        <RouteEffects />
      </Suspense>
    </>
  );
}
