import { type ReactNode, useId } from 'react';

/** One part of My account: a card with its own heading, which names the region for screen readers. */
export function AccountSection({
  title,
  intro,
  id,
  children,
}: {
  title: string;
  intro?: string;
  /** The section's anchor, for a link from another page ('/account#receipts'). */
  id?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="rounded-3xl border border-blush-200/70 bg-white p-6 shadow-sm"
    >
      <h2 id={headingId} className="text-2xl text-espresso">
        {title}
      </h2>
      {intro && <p className="mt-2 text-sm leading-relaxed text-taupe">{intro}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
