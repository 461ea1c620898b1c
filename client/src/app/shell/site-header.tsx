import { Menu } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screens } from '@fleetcare/shared';
import { buttonClass } from '../../components/ui/button.tsx';
import { LanguageSwitcher } from '../layouts/language-switcher.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { Logo } from './logo.tsx';
import { useScrolledPast } from './use-scrolled-past.ts';
import { useSignedIn } from './use-signed-in.ts';

const SignedInActions = lazy(() => import('./signed-in-actions.tsx'));
const loadMobileMenu = () => import('./mobile-menu.tsx');
const MobileMenu = lazy(loadMobileMenu);

/** The header's height, which the layouts leave free above their content (the header is fixed). */
export const HEADER_OFFSET_CLASS = 'pt-16';

function VisitorActions() {
  const { t } = useTranslation();
  return (
    <div className="hidden items-center gap-2 min-[1201px]:flex">
      <Link to={screens.login} className={buttonClass('ghost', 'md', 'whitespace-nowrap')}>
        {t('nav.login')}
      </Link>
      <Link to={screens.signup} className={buttonClass('primary', 'md', 'whitespace-nowrap')}>
        {t('nav.signUp')}
      </Link>
    </div>
  );
}

/** Renders nothing; says when it has mounted, which inside a Suspense means its siblings have loaded too. */
function Mounted({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

function MobileMenuButton({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The panel is a lazy chunk: the button names it in aria-controls only once it is in the page, so the
  // attribute never points at an element that is still loading.
  const [panelShown, setPanelShown] = useState(false);
  const showPanel = useCallback(() => setPanelShown(true), []);
  const close = useCallback(() => {
    setOpen(false);
    setPanelShown(false);
  }, []);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = 'site-mobile-menu';
  return (
    <>
      <button
        ref={button}
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 min-[1201px]:hidden"
        aria-expanded={open}
        aria-controls={open && panelShown ? panelId : undefined}
        aria-label={t('nav.openMenu')}
        onPointerEnter={() => void loadMobileMenu()}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <Menu className="size-6" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenu id={panelId} signedIn={signedIn} returnFocusTo={button} onClose={close} />
          <Mounted onMount={showPanel} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The one header of the app: fixed; after 40 px of scroll it turns compact with a shadow.
 * Above 1200 px: the full bar; at 1200 px or less: the slide-in menu. Visitors get Login and Sign Up; signed-in
 * users the bell, the cart and the account menu. `languageSwitcher` is for layouts without the footer's switcher.
 */
export function SiteHeader({ languageSwitcher = false }: { languageSwitcher?: boolean }) {
  const scrolled = useScrolledPast();
  const signedIn = useSignedIn();
  return (
    <header
      data-site-header
      data-scrolled={scrolled || undefined}
      className={`fixed inset-x-0 top-0 z-40 border-b bg-white/95 backdrop-blur transition-shadow ${
        scrolled ? 'border-transparent shadow-md' : 'border-slate-200'
      }`}
    >
      <div
        className={`mx-auto flex max-w-7xl items-center gap-2 px-4 transition-[height] duration-200 motion-reduce:transition-none xl:gap-3 ${
          scrolled ? 'h-14' : 'h-16'
        }`}
      >
        <Logo />
        <DesktopNav />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {languageSwitcher && (
            <div className="hidden min-[1201px]:block">
              <LanguageSwitcher />
            </div>
          )}
          {signedIn ? (
            <Suspense fallback={<span className="inline-block h-11 w-24 min-[1201px]:w-40" aria-hidden />}>
              <SignedInActions />
            </Suspense>
          ) : (
            <VisitorActions />
          )}
          <MobileMenuButton signedIn={signedIn} />
        </div>
      </div>
    </header>
  );
}
