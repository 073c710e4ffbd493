import { INTL_LOCALE } from '../../lib/locale';
import { overviewText as t } from './overview-messages';

/** The monthly report's no-show texts (issue 15). */
export const NO_SHOW_MESSAGES = {
  byTherapist: t.noShowByTherapist(),
  byService: t.noShowByService(),
  noneStarted: t.noShowNoneStarted(),
  /** Read after the rate, for screen readers. */
  detail: (noShows: number, started: number) => t.noShowDetail({ noShows, started }),
} as const;

const RATE = new Intl.NumberFormat(INTL_LOCALE, { style: 'percent', maximumFractionDigits: 1 });

/** 0.25 → '25%', 1/3 → '33.3%' (in the build's language). */
export function formatRate(rate: number): string {
  return RATE.format(rate);
}
