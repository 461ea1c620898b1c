import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Link, type LinkProps } from 'react-router';

/**
 * A small accessible menu button (WAI-ARIA "menu button" pattern) without Radix, so the header's menus cost the
 * landing page almost nothing: the button says whether it is open (aria-expanded); Enter, Space or ArrowDown open
 * it on the first item, ArrowUp on the last; arrows, Home and End move between items; Escape closes it and gives the
 * focus back to the button; Tab or a click outside closes it.
 */
interface MenuContextValue {
  /** Closes the menu; `returnFocus` puts the focus back on the button (for items that open a dialog). */
  close: (returnFocus?: boolean) => void;
}

const MenuContext = createContext<MenuContextValue>({ close: () => undefined });

export const menuItemClass =
  'flex min-h-10 w-full cursor-pointer select-none items-center gap-3 rounded-md px-3 text-left text-sm text-slate-800 outline-none hover:bg-brand-50 hover:text-brand-900 focus-visible:bg-brand-50 focus-visible:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600';

function itemsOf(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')] : [];
}

interface MenuButtonProps {
  /** What the button shows. */
  trigger: ReactNode;
  /** The button's accessible name when `trigger` alone does not say it (an avatar, an icon). */
  triggerLabel?: string;
  triggerClassName?: string;
  /** The popover's class (position, width); `menuHeader` is shown above the items, outside the menu role. */
  popoverClassName?: string;
  menuHeader?: ReactNode;
  /** Accessible name of the item list; defaults to the button's. */
  menuLabel?: string;
  children: ReactNode;
}

export function MenuButton({
  trigger,
  triggerLabel,
  triggerClassName = '',
  popoverClassName = 'left-0 mt-2 min-w-56',
  menuHeader,
  menuLabel,
  children,
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [initialFocus, setInitialFocus] = useState<'first' | 'last'>('first');
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const items = itemsOf(menu.current);
    (initialFocus === 'first' ? items[0] : items[items.length - 1])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, initialFocus]);

  const openAt = (where: 'first' | 'last') => {
    setInitialFocus(where);
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = itemsOf(menu.current);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (index: number) => {
      event.preventDefault();
      items[(index + items.length) % items.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        focusAt(current + 1);
        break;
      case 'ArrowUp':
        focusAt(current < 0 ? -1 : current - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(-1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        // The focus moves on to the next thing on the page; the menu goes away behind it.
        setOpen(false);
        break;
    }
  };

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={triggerLabel}
        className={triggerClassName}
        onClick={() => (open ? close() : openAt('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {trigger}
      </button>
      {open && (
        <div
          className={`absolute z-50 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg ${popoverClassName}`}
        >
          {menuHeader}
          <div
            ref={menu}
            id={menuId}
            role="menu"
            aria-label={menuLabel}
            aria-labelledby={menuLabel ? undefined : buttonId}
            onKeyDown={onMenuKeyDown}
          >
            <MenuContext.Provider value={{ close }}>{children}</MenuContext.Provider>
          </div>
        </div>
      )}
    </div>
  );
}

/** A menu item that navigates; the menu closes. */
export function MenuLink({ className = '', onClick, ...props }: LinkProps) {
  const { close } = useContext(MenuContext);
  return (
    <Link
      role="menuitem"
      tabIndex={-1}
      className={`${menuItemClass} ${typeof className === 'string' ? className : ''}`}
      onClick={(event) => {
        onClick?.(event);
        close();
      }}
      {...props}
    />
  );
}

/** A menu item that acts (signs out, opens a dialog); the menu closes, with the focus back on its button. */
export function MenuAction({
  onSelect,
  disabled = false,
  className = '',
  children,
}: {
  onSelect: () => void;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { close } = useContext(MenuContext);
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      aria-disabled={disabled || undefined}
      className={`${menuItemClass} ${className}`}
      onClick={() => {
        if (disabled) return;
        close(true);
        onSelect();
      }}
    >
      {children}
    </button>
  );
}

export function MenuSeparator() {
  return <div role="separator" className="my-1 h-px bg-slate-200" />;
}
