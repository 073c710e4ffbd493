import { SALON } from '@salon/shared';
import { Quote } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { cx } from '@/lib/cx';
import { DIRECTION } from '@/lib/locale';
import { CLIENT_STORIES, OUR_STORY, OUR_VALUES } from '../about-copy';
import { aboutText } from '../about-messages';

const TABS = ['story', 'values', 'stories'] as const;
type Tab = (typeof TABS)[number];

const TAB_LABELS: Record<Tab, () => string> = {
  story: aboutText.tabStory,
  values: aboutText.tabValues,
  stories: aboutText.tabStories,
};

function TabContent({ tab }: { tab: Tab }) {
  if (tab === 'story') {
    return (
      <div className="mx-auto max-w-3xl space-y-5 text-base leading-relaxed text-cocoa sm:text-lg">
        {OUR_STORY.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
      </div>
    );
  }
  if (tab === 'values') {
    return (
      <ul className="grid gap-5 sm:grid-cols-2">
        {OUR_VALUES.map((value) => (
          <li key={value.title} className="rounded-2xl border border-blush-200/80 bg-white p-6 shadow-sm">
            <h3 className="text-xl text-espresso">{value.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-taupe">{value.text}</p>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid gap-5 lg:grid-cols-3">
      {CLIENT_STORIES.map((story) => (
        <li key={story.name}>
          <figure className="flex h-full flex-col rounded-2xl border border-blush-200/80 bg-white p-6 shadow-sm">
            <Quote aria-hidden="true" className="size-7 text-rose-gold" />
            <blockquote className="mt-4 flex-1 leading-relaxed text-cocoa">{story.quote}</blockquote>
            <figcaption className="mt-5 text-sm">
              <span className="font-semibold text-espresso">{story.name}</span>
              <span className="text-taupe">{aboutText.storyPlace({ place: story.place })}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/**
 * Tabs following the WAI-ARIA pattern: arrow keys, Home and End move between tabs and select them
 * (automatic activation: the panels are light, so there is no reason to make people press Enter).
 */
export function AboutTabs() {
  const baseId = useId();
  const [selected, setSelected] = useState<Tab>('story');
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (index: number) => {
    const next = (index + TABS.length) % TABS.length;
    setSelected(TABS[next] as Tab);
    tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    // The arrows follow the row as it reads: on a right-to-left page the next tab is on the left.
    const step = DIRECTION === 'rtl' ? -1 : 1;
    const moves: Record<string, number> = {
      ArrowRight: index + step,
      ArrowLeft: index - step,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={aboutText.tabsLabel({ salon: SALON.shortName })}
        className="mx-auto grid w-full max-w-md grid-cols-3 gap-1 rounded-full border border-blush-200 bg-white p-1.5 shadow-sm sm:flex sm:w-fit sm:max-w-none"
      >
        {TABS.map((tab, index) => {
          const isSelected = tab === selected;
          return (
            <button
              key={tab}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              id={`${baseId}-tab-${index}`}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(tab)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cx(
                'min-h-11 whitespace-nowrap rounded-full px-2 text-sm font-medium transition-colors sm:px-6',
                isSelected ? 'bg-wine text-white shadow' : 'text-cocoa hover:bg-blush',
              )}
            >
              {TAB_LABELS[tab]()}
            </button>
          );
        })}
      </div>
      {TABS.map((tab, index) => (
        <div
          key={tab}
          id={`${baseId}-panel-${index}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={tab !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern makes the panel focusable.
          tabIndex={0}
          className="mt-10 rounded-3xl"
        >
          {tab === selected && <TabContent tab={tab} />}
        </div>
      ))}
    </div>
  );
}
