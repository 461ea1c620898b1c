import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { testUser } from '../../features/users/testing/user-fixture.ts';
import { mockApi, ok, setSessionCookie, type MockAnswer, type MockRequest } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { routes as appRoutes } from '../router.tsx';
import { AppShell } from './app-shell.tsx';
import { SiteHeader } from './site-header.tsx';
import { setUpShellTests } from '../../test/shell-environment.ts';

function emptyCart(itemCount: number) {
  return { items: [], itemCount, total: 0, currency: 'NGN' };
}

function answer(cartItems: number) {
  return ({ url }: MockRequest): MockAnswer => {
    if (url === '/users/get-user') return ok(testUser);
    if (url === '/subscriptions/get-subscription-cart') return ok(emptyCart(cartItems));
    return ok(null);
  };
}

const page = (text: string) => () => <h1>{text}</h1>;

const routes: RouteObject[] = [
  {
    Component: AppShell,
    children: [
      {
        Component: () => (
          <>
            <SiteHeader />
            <main>
              <p>page</p>
            </main>
          </>
        ),
        children: [
          { index: true, Component: page('Home') },
          { path: '*', Component: page('Elsewhere') },
        ],
      },
    ],
  },
];

setUpShellTests({ signedIn: false });

describe('the header', () => {
  it('when a visitor opens the site, then the header offers Login and Sign Up, and no bell, cart or account menu', async () => {
    const calls = mockApi(answer(0));
    await renderRoutes(routes);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(within(header).getByRole('link', { name: 'How it Works' })).toHaveAttribute('href', '/how-it-works');
    expect(within(header).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(header).getByRole('link', { name: 'Register as a Technician' })).toHaveAttribute(
      'href',
      '/technician',
    );
    expect(within(header).getByRole('link', { name: '+234 201 330 0500' })).toHaveAttribute(
      'href',
      'tel:+2342013300500',
    );
    expect(within(header).getByRole('link', { name: '+234 809 990 0500' })).toHaveAttribute(
      'href',
      'tel:+2348099900500',
    );
    expect(within(header).queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: /Subscription cart/ })).not.toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    // A visitor's header asks the server nothing.
    expect(calls).toHaveLength(0);
  });

  it('when a user is signed in, then the bell, the cart and the account menu show, and the cart has no badge while it is empty', async () => {
    setSessionCookie(true);
    const calls = mockApi(answer(0));
    await renderRoutes(routes);
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('button', { name: 'Notifications' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    const cart = within(header).getByRole('link', { name: 'Subscription cart' });
    expect(cart).toHaveAttribute('href', '/dashboard/subscriptions/subscription-cart');
    expect(await within(header).findByRole('button', { name: 'Account menu for Amaka Okafor' })).toBeInTheDocument();
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/subscriptions/get-subscription-cart'));
    expect(cart).toHaveAccessibleName('Subscription cart');
    expect(cart).toHaveTextContent('');
    expect(within(header).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('when the cart holds items, then the cart icon shows their number', async () => {
    setSessionCookie(true);
    mockApi(answer(2));
    await renderRoutes(routes);
    const cart = await screen.findByRole('link', { name: 'Subscription cart, 2 items' });
    expect(cart).toHaveTextContent('2');
    // Nothing unseen: no badge on the bell.
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveTextContent('');
  });

  it('when the account menu opens, then it holds the entries whose screens exist, in order, and Log Out', async () => {
    setSessionCookie(true);
    mockApi(answer(0));
    await renderRoutes(routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Amaka Okafor' }));
    const items = within(screen.getByRole('menu', { name: 'Your account' })).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Dashboard Home',
      'Wallet',
      'My Calendar',
      'My Fleet',
      'My Spare Parts',
      'Maintenance',
      'Subscriptions',
      'Settings',
      'Log Out',
    ]);
  });

  it('when the page is scrolled past 40 px, then the header takes its sticky style, and loses it back at the top', async () => {
    mockApi(answer(0));
    await renderRoutes(routes);
    const header = screen.getByRole('banner');
    expect(header).not.toHaveAttribute('data-scrolled');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 41, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');
    expect(header.className).toContain('shadow-md');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 40, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).not.toHaveAttribute('data-scrolled');
  });
});

describe('the header menus, by keyboard', () => {
  it('when Services is opened with ArrowDown, then the arrows, Home and End move through its items and Escape closes it on its button', async () => {
    mockApi(answer(0));
    await renderRoutes(routes);
    const user = userEvent.setup();
    const services = screen.getByRole('button', { name: 'Services' });
    expect(services).toHaveAttribute('aria-expanded', 'false');
    services.focus();
    await user.keyboard('{ArrowDown}');
    expect(services).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Services' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Maintenance', 'Spare Parts', 'Fleet', 'Subscriptions']);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items[3]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(items[3]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(services).toHaveFocus();
  });

  it('when a menu is opened with ArrowUp, then the last item has the focus; Enter follows an item and closes the menu', async () => {
    mockApi(answer(0));
    const { router } = await renderRoutes(routes);
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Services' }).focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Subscriptions' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/services/fleet'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('when Tab leaves an open menu or the visitor clicks elsewhere, then the menu closes', async () => {
    mockApi(answer(0));
    await renderRoutes(routes);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Help' }));
    expect(screen.getByRole('menuitem', { name: 'Help Articles' })).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Help' }));
    expect(screen.getByRole('menu', { name: 'Help' })).toBeInTheDocument();
    await user.click(screen.getByText('page'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('when "Request a call" is chosen in the Help menu, then the request-a-call modal opens', async () => {
    mockApi(answer(0));
    await renderRoutes(routes);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Help' }));
    expect(screen.getByRole('menuitem', { name: 'Help Articles' })).toHaveAttribute('href', '/help');
    // Live chat lands with the chat capability: no item that would do nothing.
    expect(screen.queryByRole('menuitem', { name: /chat/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Request a call' }));
    expect(await screen.findByRole('dialog', { name: 'Request a call' })).toBeInTheDocument();
  });
});

describe('the slide-in menu', () => {
  it('when it opens, then it is a modal panel with every entry, the page behind is inert, and Escape closes it with the focus back on its button', async () => {
    mockApi(answer(0));
    const { container } = await renderRoutes(routes);
    container.id = 'root';
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // Named once the lazily loaded panel is in the page, never before.
    await waitFor(() => expect(button).toHaveAttribute('aria-controls', panel.id));
    expect(container).toHaveAttribute('inert');
    expect(within(panel).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    for (const name of [
      'Maintenance',
      'Spare Parts',
      'Fleet',
      'Subscriptions',
      'How it Works',
      'Blog',
      'Help Articles',
    ]) {
      expect(within(panel).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(panel).getByRole('button', { name: 'Request a call' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Sign Up' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(container).not.toHaveAttribute('inert');
    expect(button).toHaveFocus();
  });

  it('when Tab reaches the end of the panel, then the focus wraps to its start (and back with Shift+Tab)', async () => {
    mockApi(answer(0));
    await renderRoutes(routes);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    const close = within(panel).getByRole('button', { name: 'Close menu' });
    const signUp = within(panel).getByRole('link', { name: 'Sign Up' });
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(signUp).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(close).toHaveFocus();
  });

  it('when a link in it is followed, then the menu closes', async () => {
    mockApi(answer(0));
    const { router } = await renderRoutes(routes);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Blog' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('when a signed-in user opens it, then it holds the account entries instead of Login and Sign Up', async () => {
    setSessionCookie(true);
    mockApi(answer(0));
    await renderRoutes(routes);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    const account = await within(panel).findByRole('heading', { name: 'Your account' });
    const section = account.closest('section');
    if (!section) throw new Error('no account section');
    const entries = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entries).toEqual([
      'Dashboard Home',
      'Wallet',
      'My Calendar',
      'My Fleet',
      'My Spare Parts',
      'Maintenance',
      'Subscriptions',
      'Settings',
      'Log Out',
    ]);
    expect(within(panel).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });
});

describe("where the header's entries lead, in the app's route table", () => {
  /** Opens a menu of the header, chooses one of its entries, and waits for the menu to close. */
  async function follow(menuButton: string, entry: string) {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: menuButton }));
    await user.click(screen.getByRole('menuitem', { name: entry }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  }

  const answerSignedIn = (request: MockRequest): MockAnswer =>
    request.url === '/users/get-subscription-products' ? ok([]) : answer(0)(request);

  it('when a visitor chooses each Services entry, then the menu closes and the service page opens (Subscriptions: the plans on the landing page)', async () => {
    mockApi(answer(0));
    const { router } = await renderRoutes(appRoutes, { path: '/how-it-works' });
    const pages: [string, string][] = [
      ['Maintenance', 'Maintenance and repairs at your location'],
      ['Spare Parts', 'Spare parts, sourced and fitted'],
      ['Fleet', 'Fleet records and fleet maintenance'],
    ];
    for (const [entry, heading] of pages) {
      await follow('Services', entry);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    }
    await follow('Services', 'Subscriptions');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.hash).toBe('#subscriptions');
    expect(await screen.findByRole('region', { name: 'Maintenance on a plan, for less' })).toBeInTheDocument();
  });

  it('when a signed-in user chooses each account-menu entry, then the menu closes and the screen it names opens', async () => {
    setSessionCookie(true);
    mockApi(answerSignedIn);
    await renderRoutes(appRoutes, { path: '/how-it-works' });
    const screens: [string, string][] = [
      ['Dashboard Home', 'Welcome, Amaka'],
      ['Wallet', 'Wallet'],
      ['My Calendar', 'My Calendar'],
      ['My Fleet', 'My fleet'],
      ['My Spare Parts', 'My spare-part requests'],
      ['Maintenance', 'My maintenance requests'],
      ['Subscriptions', 'Subscription plans'],
      ['Settings', 'Settings'],
    ];
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Amaka Okafor' }));
    const entries = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(entries).toEqual([...screens.map(([entry]) => entry), 'Log Out']);
    await userEvent.keyboard('{Escape}');
    for (const [entry, heading] of screens) {
      await follow('Account menu for Amaka Okafor', entry);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    }
  });
});
