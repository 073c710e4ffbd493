import type { ReactNode } from 'react';
import { legalText } from '../legal-messages';
import type { LegalSection } from '../legal-section';

interface LegalDocumentProps {
  sections: readonly LegalSection[];
  /** The closing note with the links to the other legal page and to contact. */
  closing: ReactNode;
}

/** Renders numbered legal sections with a small contents list, readable at any width. */
export function LegalDocument({ sections, closing }: LegalDocumentProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 pb-20 sm:px-6 lg:px-8">
      <nav
        aria-label={legalText.contents()}
        className="rounded-2xl border border-blush-200/80 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.2em] text-wine">{legalText.contents()}</h2>
        <ol className="mt-3 grid gap-x-8 gap-y-2 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-cocoa underline-offset-4 hover:text-wine hover:underline">
                {legalText.sectionNumber({ number: index + 1 })} {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-12 space-y-12">
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} className="scroll-mt-[90px] lg:scroll-mt-[100px]">
            <h2 className="text-2xl text-espresso sm:text-3xl">
              <span className="me-2 text-rose-gold">{legalText.sectionNumber({ number: index + 1 })}</span>
              {section.title}
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-cocoa">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
              {section.cookies && (
                <ul aria-label={legalText.cookiesLabel()} className="grid gap-3 sm:grid-cols-2">
                  {section.cookies.map((cookie) => (
                    <li key={cookie.name} className="rounded-2xl border border-blush-200/80 bg-white p-4 text-sm">
                      <code dir="ltr" className="font-mono text-base font-semibold break-all text-espresso">
                        {cookie.name}
                      </code>
                      <dl className="mt-2 space-y-2">
                        <div>
                          <dt className="font-semibold text-espresso">{legalText.cookiePurpose()}</dt>
                          <dd>{cookie.purpose}</dd>
                        </div>
                        <div>
                          <dt className="font-semibold text-espresso">{legalText.cookieLifetime()}</dt>
                          <dd>{cookie.lifetime}</dd>
                        </div>
                      </dl>
                    </li>
                  ))}
                </ul>
              )}
              {section.points && (
                <ul className="list-disc space-y-2 ps-6 marker:text-rose-gold">
                  {section.points.map((point) => (
                    <li key={point.slice(0, 32)}>{point}</li>
                  ))}
                </ul>
              )}
            </div>
          </section>
        ))}
      </div>

      <div className="mt-14 rounded-2xl bg-blush p-6 leading-relaxed text-cocoa sm:p-8">{closing}</div>
    </div>
  );
}
