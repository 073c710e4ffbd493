import { Menu } from 'lucide-react';
import type { Ref } from 'react';
import { BrandLink } from '@/components/layout/BrandLink';
import { LanguageSwitch } from '@/features/locale/components/LanguageSwitch';
import { useHydrated } from '@/lib/use-hydrated';
import { layoutText } from './layout-messages';
import { OrdersLink } from './OrdersLink';

interface HeaderProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
}

/** Fixed top bar, 70 px high and 80 px from 1024 px (spec §2, §9). */
export function Header({ menuOpen, onOpenMenu, menuButtonRef }: HeaderProps) {
  // The menu is the app's: until the scripts have taken the page over, its button shows that it waits.
  const hydrated = useHydrated();
  return (
    <header
      // Inert (not hidden) while the menu is open: it leaves the tab order, yet the menu button keeps
      // reporting aria-expanded.
      inert={menuOpen}
      className="fixed inset-x-0 top-0 z-40 h-[70px] border-b border-blush-200/70 bg-ivory/95 backdrop-blur-md lg:h-[80px]"
    >
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <BrandLink />
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageSwitch />
          <OrdersLink />
          <button
            ref={menuButtonRef}
            type="button"
            aria-label={layoutText.openMenu()}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? 'side-menu' : undefined}
            onClick={onOpenMenu}
            disabled={!hydrated}
            className="grid size-11 place-items-center rounded-full text-espresso transition-colors hover:bg-blush disabled:cursor-progress disabled:opacity-40"
          >
            <Menu aria-hidden="true" className="size-6" strokeWidth={1.6} />
          </button>
        </div>
      </div>
    </header>
  );
}
