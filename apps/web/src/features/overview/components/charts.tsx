import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { overviewText as t } from '../overview-messages';

/**
 * Two small charts written by hand (no chart library: the dashboard needs bars, not 100 KB). Each shows its
 * numbers as text too, so nothing is told by colour or length alone.
 */

export interface ColumnDatum {
  key: string;
  /** Short label under the axis ('1', '15'). */
  tick: string;
  /** Full label for the tooltip and the table ('Sun, Jun 1, 2025'). */
  label: string;
  value: number;
  /** Text of the value ('AED 450'). */
  valueText: string;
  /** Extra column for the table ('3 bookings'). */
  detail?: string;
}

/** Vertical bars (revenue per day): an SVG drawn to fill its box, ticks and the figures as a table below. */
export function ColumnChart({
  title,
  data,
  maxText,
  tableHeaders,
}: {
  title: string;
  data: ColumnDatum[];
  maxText: (max: number) => string;
  tableHeaders: [string, string, string?];
}) {
  const max = Math.max(0, ...data.map((d) => d.value));
  const width = data.length * 10;
  const height = 100;
  const ticks = new Set([0, 4, 9, 14, 19, 24, 29].filter((i) => i < data.length));
  const total = data.reduce((sum, d) => sum + d.value, 0);
  return (
    <figure className="min-w-0">
      <figcaption className="text-sm font-semibold text-espresso">{title}</figcaption>
      <div className="mt-3 flex gap-2">
        <div aria-hidden="true" className="flex w-16 shrink-0 flex-col justify-between text-end text-xs text-taupe">
          <span>{maxText(max)}</span>
          <span>0</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            role="img"
            aria-label={t.chartSummary({
              title,
              withRevenue: data.filter((d) => d.value > 0).length,
              days: data.length,
              highest: maxText(max),
              total: maxText(total),
            })}
            viewBox={`0 0 ${width} ${height}`}
            preserveAspectRatio="none"
            // Mirrored in a right-to-left page, so that the first day sits on the start side, above its tick.
            className="h-40 w-full rounded-lg bg-sand/60 rtl:-scale-x-100"
          >
            {data.map((d, i) => {
              const h = max > 0 ? (d.value / max) * (height - 4) : 0;
              return (
                <rect key={d.key} x={i * 10 + 1.5} y={height - h} width={7} height={h} rx={1.5} className="fill-wine">
                  <title>
                    {d.detail
                      ? t.barTitleWithDetail({ label: d.label, value: d.valueText, detail: d.detail })
                      : t.barTitle({ label: d.label, value: d.valueText })}
                  </title>
                </rect>
              );
            })}
          </svg>
          <div
            aria-hidden="true"
            className="mt-1 grid text-xs text-taupe"
            style={{ gridTemplateColumns: `repeat(${data.length}, minmax(0, 1fr))` }}
          >
            {data.map((d, i) => (
              <span key={d.key} className="text-center">
                {ticks.has(i) ? d.tick : ''}
              </span>
            ))}
          </div>
        </div>
      </div>
      <details className="mt-3 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-wine">
          {t.showFigures()}
        </summary>
        <div className="mt-2 overflow-hidden rounded-xl border border-blush-200/80">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                {tableHeaders.filter(Boolean).map((header) => (
                  <th key={header} scope="col" className="bg-sand px-3 py-2 text-xs font-semibold uppercase text-cocoa">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((d) => (
                <tr key={d.key} className="border-t border-blush-200/60">
                  <th scope="row" className="px-3 py-1.5 font-normal">
                    {d.label}
                  </th>
                  <td className="px-3 py-1.5">{d.valueText}</td>
                  {tableHeaders[2] && <td className="px-3 py-1.5">{d.detail}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

export interface BarDatum {
  key: string;
  label: string;
  /** 0–1 of the bar's full length. */
  ratio: number;
  valueText: ReactNode;
}

/** Horizontal bars (bookings per therapist, utilization): a list whose items say their value in words. */
export function BarList({ title, data, barClass }: { title: string; data: BarDatum[]; barClass?: string }) {
  return (
    <figure className="min-w-0">
      <figcaption className="text-sm font-semibold text-espresso">{title}</figcaption>
      <ul className="mt-3 space-y-3">
        {data.map((d) => (
          <li key={d.key}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 truncate text-cocoa">{d.label}</span>
              <span className="shrink-0 font-semibold text-espresso">{d.valueText}</span>
            </div>
            <div aria-hidden="true" className="mt-1 h-2.5 overflow-hidden rounded-full bg-sand">
              <div
                className={cx('h-full rounded-full bg-wine', barClass)}
                style={{ width: `${Math.max(0, Math.min(1, d.ratio)) * 100}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </figure>
  );
}
