import { Phone, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { LanguageSwitcher } from '../layouts/language-switcher.tsx';
import { supportPhones, telHref } from '../../lib/support-contact.ts';
import { HELP_ARTICLES_PATH, mainLinks, MOBILE_MENU_MAX_WIDTH, serviceLinks } from './nav-links.ts';
import { PanelSection, panelLinkClass } from './mobile-menu-panel.tsx';
import { openRequestCallReturningFocusTo } from '../../lib/request-call.ts';

const MobileAccountSection = lazy(() => import('./mobile-account-section.tsx'));

const focusableSelector =
  'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface MobileMenuProps {
  id: string;
  signedIn: boolean;
  /** The button that opened the menu: it gets the focus back. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/**
 * The slide-in menu at 1200 px wide or less: a modal panel with every header entry. The page behind
 * is inert (no focus, no clicks, hidden from screen readers), Tab stays inside, Escape or the backdrop closes it and
 * the focus goes back to the menu button. Loaded on first use.
 */
export function MobileMenu({ id, signedIn, returnFocusTo, onClose }: MobileMenuProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [shown, setShown] = useState(false);
  // The latest onClose, so the set-up below runs once per opening, not on every render of the header.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeButton.current?.focus();
    const frame = requestAnimationFrame(() => setShown(true));
    // Widening the window past the breakpoint hides the panel: close it, or the page would stay inert.
    const wide = window.matchMedia?.(`(min-width: ${MOBILE_MENU_MAX_WIDTH + 1}px)`);
    const onWide = (event: MediaQueryListEvent) => {
      if (event.matches) close.current();
    };
    wide?.addEventListener('change', onWide);
    const opener = returnFocusTo.current;
    return () => {
      cancelAnimationFrame(frame);
      wide?.removeEventListener('change', onWide);
      root?.removeAttribute('inert');
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [returnFocusTo]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(focusableSelector)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  // Any navigation (a link here, a sign-out) closes the menu.
  const { key } = useLocation();
  const openedAt = useRef(key);
  useEffect(() => {
    if (key !== openedAt.current) close.current();
  }, [key]);

  const titleId = `${id}-title`;
  return createPortal(
    <div className="fixed inset-0 z-50 min-[1201px]:hidden" onKeyDown={onKeyDown}>
      <div
        aria-hidden
        onClick={onClose}
        className={`absolute inset-0 bg-slate-900/50 transition-opacity duration-200 motion-reduce:transition-none ${
          shown ? 'opacity-100' : 'opacity-0'
        }`}
      />
      <div
        ref={panel}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`absolute inset-y-0 right-0 flex w-[min(22rem,88vw)] flex-col bg-white shadow-xl transition-transform duration-200 motion-reduce:transition-none ${
          shown ? 'translate-x-0' : 'translate-x-full'
        }`}
      >
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-4">
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            {t('nav.menuTitle')}
          </h2>
          <button
            ref={closeButton}
            type="button"
            onClick={onClose}
            aria-label={t('nav.closeMenu')}
            className="inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
          >
            <X className="size-6" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain">
          <nav aria-label={t('nav.main')}>
            <PanelSection title={t('nav.services')}>
              {serviceLinks.map(({ key, to }) => (
                <li key={key}>
                  <Link to={to} className={panelLinkClass} onClick={onClose}>
                    {t(`nav.${key}`)}
                  </Link>
                </li>
              ))}
            </PanelSection>
            <PanelSection title={t('nav.explore')}>
              {mainLinks.map(({ key, to }) => (
                <li key={key}>
                  <Link to={to} className={panelLinkClass} onClick={onClose}>
                    {t(`nav.${key}`)}
                  </Link>
                </li>
              ))}
            </PanelSection>
            <PanelSection title={t('nav.help')}>
              <li>
                <Link to={HELP_ARTICLES_PATH} className={panelLinkClass} onClick={onClose}>
                  {t('nav.helpArticles')}
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  className={panelLinkClass}
                  onClick={() => {
                    onClose();
                    // The panel goes away: the modal gives the focus back to the menu button.
                    openRequestCallReturningFocusTo(returnFocusTo.current);
                  }}
                >
                  {t('nav.requestCall')}
                </button>
              </li>
              {supportPhones.map((phone) => (
                <li key={phone}>
                  <a href={telHref(phone)} className={panelLinkClass}>
                    <Phone className="size-4 text-brand-700" />
                    <span>
                      <span className="sr-only">{t('nav.callUs')}: </span>
                      {phone}
                    </span>
                  </a>
                </li>
              ))}
            </PanelSection>
          </nav>
          {signedIn && (
            <Suspense fallback={<div className="h-96" />}>
              <MobileAccountSection onNavigate={onClose} />
            </Suspense>
          )}
          <div className="border-t border-slate-200 px-5 py-4">
            <LanguageSwitcher showLabel />
          </div>
        </div>
        {!signedIn && (
          <div className="grid shrink-0 grid-cols-2 gap-3 border-t border-slate-200 p-4">
            <Link to="/login" className={buttonClass('secondary', 'lg')} onClick={onClose}>
              {t('nav.login')}
            </Link>
            <Link to="/signup" className={buttonClass('primary', 'lg')} onClick={onClose}>
              {t('nav.signUp')}
            </Link>
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}

export default MobileMenu;
