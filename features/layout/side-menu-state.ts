import { MENU_COLLAPSED_STORAGE_KEY } from '@/lib/constants-frame';

export const SIDE_MENU_ID = 'side-menu';
/** From this width the side menu is a column beside the page, below it a drawer. */
const WIDE_SCREEN_QUERY = '(min-width: 1200px)';

export const isWideScreen = () => window.matchMedia(WIDE_SCREEN_QUERY).matches;

/** The <html> attribute the CSS reads; set before first paint so a collapsed menu never flashes. */
const MENU_ATTRIBUTE = 'data-menu';

export const menuStateScript = `try{if(localStorage.getItem(${JSON.stringify(MENU_COLLAPSED_STORAGE_KEY)})==='1')document.documentElement.setAttribute('${MENU_ATTRIBUTE}','collapsed')}catch(e){}`;

export function readCollapsed(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.documentElement.getAttribute(MENU_ATTRIBUTE) === 'collapsed'
  );
}

export function writeCollapsed(collapsed: boolean): void {
  if (collapsed) document.documentElement.setAttribute(MENU_ATTRIBUTE, 'collapsed');
  else document.documentElement.removeAttribute(MENU_ATTRIBUTE);
  try {
    if (collapsed) localStorage.setItem(MENU_COLLAPSED_STORAGE_KEY, '1');
    else localStorage.removeItem(MENU_COLLAPSED_STORAGE_KEY);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}
