import type { ReactNode } from 'react';

interface DetailCardProps {
  /** Labels the section with its heading. */
  headingId: string;
  title: string;
  /** Beside the heading: a badge or an Edit button. */
  aside?: ReactNode;
  children: ReactNode;
}

/** One of the order page's side cards, named by its heading. */
export function DetailCard({ headingId, title, aside, children }: DetailCardProps) {
  return (
    <section aria-labelledby={headingId} className="rounded-3xl border border-blush-200/80 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl text-espresso">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
