import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Menu, X } from '../../../components/ui/icons';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate, usePagePath } from '../../../lib/router';
import { MOBILE_BREAKPOINT, NAV_SCROLLED_AT, sections } from '../../../config/site';
import { api } from '../../../lib/api-client';
import { scrollToSection } from '../../../lib/scroll';
import { clearStaffSignIn, dashboardPathFor, useMemberSignedIn, useStaffSignIn } from '../../../lib/staff-sign-in-store';
import { useActiveSection } from '../use-active-section';
import { LanguageSwitcher } from './language-switcher';

interface NavItem {
  label: MessageDescriptor;
  to: string;
  /** A section of the home page that this link scrolls to. */
  section?: string;
}

const items: NavItem[] = [
  { label: msg`The Club`, to: '/', section: sections.club },
  { label: msg`Membership`, to: '/membership' },
  { label: msg`Enablers`, to: '/#enablers', section: sections.enablers },
  { label: msg`Events & Workshops`, to: '/events' },
  { label: msg`Resources`, to: '/resources' },
];

const homeSections = [sections.club, sections.enablers] as const;

/**
 * Where the bar shows what. `links`: the spec's five links, from 768 px in English (below it, the
 * menu button: product-spec.md §2). `actions` (the language, the member's sign-in, the staff's
 * Login and Register, Need Help?) need more room than 768 px leaves beside the links: until
 * `actions` shows them in the bar, the menu button stays and its menu holds them (`menuLinks`
 * hides the links it repeats). `bands`: the widths at which the layout changes, where an open menu
 * closes (the spec's "on resize to 768 px or wider" among them). Malayalam's longer words need
 * the widest screens (docs/i18n.md), and a bar wider than the page's 1280 px column there. The
 * classes are whole words so Tailwind finds them.
 */
const wide = {
  from: 1536,
  bands: [1536],
  links: '2xl:flex',
  actions: '2xl:flex',
  menu: '2xl:hidden',
  menuLinks: '',
  menuPanel: '',
  width: 'max-w-7xl 2xl:max-w-[96rem]',
  switcherBeside: 'xl:flex 2xl:hidden',
};
const layouts = {
  en: {
    from: MOBILE_BREAKPOINT,
    bands: [MOBILE_BREAKPOINT, 1280],
    links: 'md:flex',
    actions: 'xl:flex',
    menu: 'xl:hidden',
    menuLinks: 'md:hidden',
    // Beside the bar's links, the menu drops down at the right rather than across the page.
    menuPanel: 'md:absolute md:right-0 md:w-80 md:rounded-bl-xl',
    width: 'max-w-7xl',
    switcherBeside: '',
  },
  // From 1280 px, where the bar used to begin, the other language stays a click away beside the menu button.
  ml: wide,
  // The pseudo-locale's lengthened words stand for a translation's: laid out as Malayalam's.
  pseudo: wide,
};

/** Which of a layout's bands `width` falls in. */
const bandOf = (bands: readonly number[], width: number) => bands.filter((edge) => width >= edge).length;

/** The fixed navigation bar (product-spec.md §2, Navigation bar). */
export function Navbar() {
  const location = useLocation();
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const pagePath = usePagePath();
  const layout = layouts[i18n.locale as keyof typeof layouts] ?? layouts.en;
  const staffSignIn = useStaffSignIn();
  const memberSignedIn = useMemberSignedIn();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const onHome = pagePath === '/';
  const activeSection = useActiveSection(homeSections, onHome);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > NAV_SCROLLED_AT);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // The mobile menu closes on navigation (adjusting state while rendering, as React recommends)...
  const [menuLocation, setMenuLocation] = useState(location.key);
  if (menuLocation !== location.key) {
    setMenuLocation(location.key);
    setMenuOpen(false);
  }

  // ...on a click outside it, on growing to the desktop layout, and on Escape; the page does not scroll meanwhile.
  useEffect(() => {
    if (!menuOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setMenuOpen(false);
    };
    const openedIn = bandOf(layout.bands, window.innerWidth);
    const onResize = () => {
      if (bandOf(layout.bands, window.innerWidth) !== openedIn) setMenuOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('resize', onResize);
    document.addEventListener('keydown', onKeyDown);
    // The full-screen menu holds the page still; the drop-down beside the bar's links does not.
    const locks = window.innerWidth < layout.from;
    if (locks) document.body.classList.add('scroll-locked');
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('resize', onResize);
      document.removeEventListener('keydown', onKeyDown);
      document.body.classList.remove('scroll-locked');
    };
  }, [menuOpen, layout.from, layout.bands]);

  const isActive = (item: NavItem) => {
    if (onHome) return item.section !== undefined && item.section === activeSection;
    return item.to !== '/' && !item.section && pagePath.startsWith(item.to);
  };

  const onItemClick = (item: NavItem) => (event: MouseEvent<HTMLAnchorElement>) => {
    setMenuOpen(false);
    if (!item.section || !onHome) return;
    event.preventDefault();
    if (item.section === sections.club) window.scrollTo({ top: 0, behavior: 'smooth' });
    else scrollToSection(item.section);
    navigate(item.to, { replace: true, state: { scrolled: true } });
  };

  const goToQuickHelp = () => {
    setMenuOpen(false);
    if (onHome && scrollToSection(sections.quickHelp)) return;
    navigate(`/#${sections.quickHelp}`);
  };

  const logout = () => {
    // Revoke the token on the server; the stored staff sign-in ends whatever the answer.
    void api('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
    clearStaffSignIn();
    setMenuOpen(false);
    navigate('/login');
  };

  const actionClass = 'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-gray-800 hover:bg-brand-50 hover:text-brand-900';

  const linkClass = (item: NavItem) =>
    `whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors md:px-2 xl:px-3 ${
      isActive(item) ? 'bg-brand-100 text-brand-900' : 'text-gray-800 hover:bg-brand-50 hover:text-brand-900'
    }`;

  const staffLinks = staffSignIn.token ? (
    <>
      <Link to={dashboardPathFor(staffSignIn.role)} className={actionClass}>
        <Trans>Dashboard</Trans>
      </Link>
      <Link to="/account" className={actionClass}>
        <Trans>Account</Trans>
      </Link>
      <button type="button" onClick={logout} className={`${actionClass} text-left`}>
        <Trans>Logout</Trans>
      </button>
    </>
  ) : null;

  // Members sign in by e-mail (issue 28); a signed-in member's own page instead. A staff member
  // signed in here sees it only when a member signed in on this browser too.
  const memberLink = memberSignedIn ? (
    <Link to="/member" className={actionClass}>
      <Trans>My page</Trans>
    </Link>
  ) : staffSignIn.token ? null : (
    <Link to="/memberlogin" className={actionClass}>
      <Trans context="navigation">Member sign-in</Trans>
    </Link>
  );

  const links = items.map((item) => (
    <Link
      key={item.to}
      to={item.to}
      onClick={onItemClick(item)}
      aria-current={isActive(item) ? 'page' : undefined}
      className={linkClass(item)}
    >
      {i18n._(item.label)}
    </Link>
  ));

  const needHelp = (place: string) => (
    <button
      type="button"
      onClick={goToQuickHelp}
      className={`rounded-full bg-brand-800 px-4 text-sm font-semibold text-white hover:bg-brand-900 ${place}`}
    >
      <Trans>Need Help?</Trans>
    </button>
  );

  return (
    <header
      ref={navRef}
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-300 ${scrolled ? 'bg-white shadow-md' : 'bg-white/85 backdrop-blur-sm'}`}
    >
      <nav aria-label={t`Main`} className={`mx-auto flex h-16 items-center justify-between gap-4 px-4 sm:px-6 ${layout.width}`}>
        <Link to="/" className="flex shrink-0 items-center gap-2" aria-label={t`Women Founders Club, home`}>
          <img src="/images/logo.svg" alt="" width="160" height="40" className="h-10 w-auto md:h-8 xl:h-10" />
        </Link>

        <div className={`hidden items-center gap-1 ${layout.links}`}>{links}</div>

        <div className={`hidden items-center gap-1 ${layout.actions}`}>
          <LanguageSwitcher />
          {memberLink}
          {staffLinks ?? <StaffSignIn layout="bar" />}
          {needHelp('ml-2 whitespace-nowrap py-2')}
        </div>

        {layout.switcherBeside && <LanguageSwitcher className={`ml-auto hidden ${layout.switcherBeside}`} />}
        <button
          type="button"
          className={`inline-flex size-11 items-center justify-center rounded-md text-gray-900 hover:bg-brand-50 ${layout.menu}`}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="sr-only">{menuOpen ? t`Close menu` : t`Open menu`}</span>
        </button>
      </nav>

      {menuOpen && (
        <div
          id="mobile-menu"
          className={`max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-gray-200 bg-white px-4 pb-6 pt-2 shadow-lg ${layout.menu} ${layout.menuPanel}`}
        >
          <div className="flex flex-col gap-1">
            <div className={`flex flex-col gap-1 ${layout.menuLinks}`}>
              {links}
              <div className="my-2 border-t border-gray-200" />
            </div>
            {memberLink}
            {staffLinks ?? <StaffSignIn layout="menu" />}
            <LanguageSwitcher className="mt-1" />
            {needHelp('mt-2 py-2.5')}
          </div>
        </div>
      )}
    </header>
  );
}

/**
 * The spec's Login and Register, which are staff accounts' (product-spec.md §2): kept as they are,
 * grouped under a visible "Staff" so that members look for their own sign-in instead. In the bar
 * the word sits above the two links, taking no width the bar does not have.
 */
function StaffSignIn({ layout }: { layout: 'bar' | 'menu' }) {
  const bar = layout === 'bar';
  const linkClass = `whitespace-nowrap rounded-md text-sm font-medium text-gray-800 hover:bg-brand-50 hover:text-brand-900 ${bar ? 'px-2 py-1' : 'block px-3 py-2'}`;
  return (
    <div
      role="group"
      aria-labelledby={`staff-${layout}`}
      className={bar ? 'flex flex-col items-center' : 'mt-2 border-t border-gray-200 pt-2'}
    >
      <span
        id={`staff-${layout}`}
        className={`text-xs leading-none font-semibold tracking-wide text-gray-700 uppercase ${bar ? '' : 'block px-3 py-1'}`}
      >
        <Trans>Staff</Trans>
      </span>
      <div className={bar ? 'flex' : 'flex flex-col gap-1'}>
        <Link to="/login" className={linkClass}>
          <Trans>Login</Trans>
        </Link>
        <Link to="/register" className={linkClass}>
          <Trans context="navigation">Register</Trans>
        </Link>
      </div>
    </div>
  );
}
