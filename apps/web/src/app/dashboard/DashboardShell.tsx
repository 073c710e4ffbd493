import { SALON } from '@salon/shared';
import { type KeyboardEvent, useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { RefreshButton } from '@/components/ui/RefreshButton';
import { useSession } from '@/features/session';
import { cx } from '@/lib/cx';
import { DIRECTION } from '@/lib/locale';
import { REFRESH_FAILED, useRefresh } from '@/lib/use-refresh';
import { dashboardText } from './dashboard-messages';
import { type DashboardTab, parseTab, tabSpec, tabsFor } from './dashboard-tabs';

/**
 * The dashboard shell (admin spec §2): title, Refresh, and the nine tabs (five for reception). The active tab lives in the
 * URL (?tab=services), so a reload or a shared link opens the same tab.
 */
export function DashboardShell() {
  const baseId = useId();
  const [params, setParams] = useSearchParams();
  const role = useSession().session.user?.role;
  const tabs = tabsFor(role);
  // Titled for whoever reads it: reception runs the desk, not the admin's dashboard.
  const reception = role === 'reception';
  const tab = parseTab(params.get('tab'), tabs);
  const { refresh, refreshing, failed } = useRefresh(tabSpec(tab).queries);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (next: DashboardTab) =>
    setParams(
      // Each tab keeps its own filters and page in the URL: another tab starts from its defaults.
      () => new URLSearchParams({ tab: next }),
      { replace: true, preventScrollReset: true },
    );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next = index === last ? 0 : index + 1;
    const previous = index === 0 ? last : index - 1;
    // The arrows follow the row as it reads: on a right-to-left page the next tab is on the left.
    const rtl = DIRECTION === 'rtl';
    const moves: Record<string, number> = {
      ArrowRight: rtl ? previous : next,
      ArrowLeft: rtl ? next : previous,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(tabs[target]!);
    tabRefs.current[target]?.focus();
  };

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-20 sm:px-6 lg:px-8 lg:pt-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-wine">{SALON.name}</p>
          <h1 className="mt-2 text-3xl text-espresso sm:text-4xl">
            {reception ? dashboardText.titleReception() : dashboardText.title()}
          </h1>
          <p className="mt-2 text-sm text-taupe">
            {reception ? dashboardText.introReception() : dashboardText.intro()}
          </p>
        </div>
        <RefreshButton refreshing={refreshing} onRefresh={refresh} />
      </div>
      <p role="status" className="sr-only">
        {refreshing ? dashboardText.refreshing() : ''}
      </p>
      {failed && (
        <p className="mt-3 text-sm text-red-800" role="alert">
          {REFRESH_FAILED}
        </p>
      )}

      <div className="-mx-4 mt-6 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <div
          role="tablist"
          aria-label={dashboardText.sections()}
          className="flex w-max gap-1 rounded-full border border-blush-200 bg-white p-1.5 shadow-sm"
        >
          {tabs.map((name, index) => {
            const Icon = tabSpec(name).icon;
            const selected = name === tab;
            return (
              <button
                key={name}
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                id={`${baseId}-tab-${name}`}
                type="button"
                role="tab"
                aria-selected={selected}
                aria-controls={`${baseId}-panel`}
                tabIndex={selected ? 0 : -1}
                onClick={() => select(name)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={cx(
                  'inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-medium whitespace-nowrap transition-colors',
                  selected ? 'bg-wine text-white shadow-sm' : 'text-espresso hover:bg-blush',
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {tabSpec(name).label()}
              </button>
            );
          })}
        </div>
      </div>

      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-tab-${tab}`}
        className="mt-8 rounded-sm outline-offset-4"
      >
        {tabSpec(tab).panel()}
      </div>
    </div>
  );
}
