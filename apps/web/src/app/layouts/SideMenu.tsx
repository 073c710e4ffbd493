import {
  CalendarCheck,
  CircleUserRound,
  Flower2,
  House,
  LayoutDashboard,
  LogIn,
  LogOut,
  type LucideIcon,
  Mail,
  Sparkles,
  X,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { BrandLink } from '@/components/layout/BrandLink';
// The first bundle imports this module itself, not the feature's index.ts (docs/decisions.md, first bundle).
import { SalonHoursLines } from '@/features/hours/components/SalonHoursLines';
import { LanguageSwitch } from '@/features/locale';
import { ContactLink } from '@/features/problems/components/contact/ContactLink';
import { useSession } from '@/features/session';
import { cx } from '@/lib/cx';
import { MY_DAY_PATH } from '@/lib/session-model';
import { useModalKeys } from '@/lib/use-modal-keys';
import { layoutText } from './layout-messages';

const ITEM = 'flex min-h-12 items-center gap-4 rounded-xl px-4 text-base font-medium transition-colors';
const itemClass = ({ isActive }: { isActive: boolean }) =>
  cx(ITEM, isActive ? 'bg-blush text-wine' : 'text-espresso hover:bg-sand');

/** An item's icon; `className` turns an arrow for right-to-left pages (sign in, sign out). */
function ItemIcon({ icon: Icon, className }: { icon: LucideIcon; className?: string }) {
  return <Icon aria-hidden="true" className={cx('size-5 shrink-0 text-rose-gold', className)} strokeWidth={1.7} />;
}

/**
 * The slide-in menu (spec §2): a modal dialog that takes focus and gives it back when it closes. It opens
 * from the end side: the right, the left on right-to-left pages (the slide-in mirrored there).
 */
export function SideMenu({ onClose }: { onClose: () => void }) {
  const { session, staffHome, logout } = useSession();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);

  useModalKeys(panelRef, onClose);
  useEffect(() => closeButtonRef.current?.focus(), []);

  const signedIn = session.isAuthenticated && session.user !== null;

  return (
    <div className="fixed inset-0 z-50 flex justify-end">
      {/* Clicking the dimmed page closes the menu; keyboard users have Escape and the close button. */}
      <div aria-hidden="true" className="absolute inset-0 animate-fade-in bg-espresso/50" onClick={onClose} />
      <div
        ref={panelRef}
        id="side-menu"
        role="dialog"
        aria-modal="true"
        aria-label={layoutText.menu()}
        className={cx(
          'relative flex h-full w-[min(22rem,88vw)] animate-slide-in flex-col bg-ivory shadow-2xl',
          // The keyframe slides in from the right; a right-to-left page slides it in from the left instead.
          'rtl:animate-none rtl:transition-[translate] rtl:duration-[280ms] rtl:ease-[cubic-bezier(0.22,1,0.36,1)] rtl:starting:-translate-x-full',
        )}
      >
        <div className="flex h-[70px] items-center justify-between border-b border-blush-200/70 px-5 lg:h-[80px]">
          <BrandLink onClick={onClose} />
          <button
            ref={closeButtonRef}
            type="button"
            aria-label={layoutText.closeMenu()}
            onClick={onClose}
            className="grid size-11 place-items-center rounded-full text-espresso transition-colors hover:bg-blush"
          >
            <X aria-hidden="true" className="size-6" strokeWidth={1.6} />
          </button>
        </div>

        <nav aria-label={layoutText.siteNav()} className="flex-1 overflow-y-auto px-3 py-5">
          <ul className="space-y-1">
            <li>
              <NavLink to="/" end className={itemClass} onClick={onClose}>
                <ItemIcon icon={House} />
                {layoutText.home()}
              </NavLink>
            </li>
            <li>
              <NavLink to="/services" className={itemClass} onClick={onClose}>
                <ItemIcon icon={Sparkles} />
                {layoutText.services()}
              </NavLink>
            </li>
            <li>
              <NavLink to="/orders" className={itemClass} onClick={onClose}>
                <ItemIcon icon={CalendarCheck} />
                {layoutText.orders()}
              </NavLink>
            </li>
            <li>
              <NavLink to="/about" className={itemClass} onClick={onClose}>
                <ItemIcon icon={Flower2} />
                {layoutText.about()}
              </NavLink>
            </li>
            <li>
              <ContactLink className={cx(ITEM, 'text-espresso hover:bg-sand')} onNavigate={onClose}>
                <ItemIcon icon={Mail} />
                {layoutText.contact()}
              </ContactLink>
            </li>
            {signedIn && (
              <li>
                <NavLink to="/account" className={itemClass} onClick={onClose}>
                  <ItemIcon icon={CircleUserRound} />
                  {layoutText.myAccount()}
                </NavLink>
              </li>
            )}
            {staffHome && (
              <li>
                <NavLink to={staffHome} className={itemClass} onClick={onClose}>
                  <ItemIcon icon={LayoutDashboard} />
                  {staffHome === MY_DAY_PATH ? layoutText.myDay() : layoutText.dashboard()}
                </NavLink>
              </li>
            )}
          </ul>

          <div className="mt-5 border-t border-blush-200/70 pt-5">
            {signedIn ? (
              <button
                type="button"
                className={cx(ITEM, 'w-full text-espresso hover:bg-sand')}
                onClick={() => {
                  logout();
                  onClose();
                }}
              >
                <ItemIcon icon={LogOut} className="rtl:-scale-x-100" />
                {layoutText.logout()}
              </button>
            ) : (
              <NavLink to="/login" className={itemClass} onClick={onClose}>
                <ItemIcon icon={LogIn} className="rtl:-scale-x-100" />
                {layoutText.logIn()}
              </NavLink>
            )}
          </div>

          <div className="mt-5 border-t border-blush-200/70 px-1 pt-5">
            <LanguageSwitch />
          </div>
        </nav>

        <div className="border-t border-blush-200/70 bg-sand px-6 py-5 text-sm">
          {signedIn && session.user ? (
            <div data-testid="menu-user">
              <p className="font-semibold text-espresso">{session.user.name}</p>
              <p dir="ltr" className="mt-0.5 break-all text-taupe rtl:text-end">
                {session.user.email}
              </p>
            </div>
          ) : (
            <p className="text-taupe">
              <SalonHoursLines />
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
