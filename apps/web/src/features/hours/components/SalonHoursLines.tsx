import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { closureLines, weekLines } from '../hours-line-messages';
import { usePublicSalonHours } from '../public-hours';

/**
 * The salon's week as lines of text ('Tuesday to Sunday, 9am to 8pm', 'Monday: closed'), then the closures to
 * come ('Closed on Thu, Dec 3, 2026 — National Day'), read from the one source, the server's opening hours: the
 * footer, the side menu and the home page's 'Visit Us' show them, as the Hours tab promises (issue 27).
 */
export function SalonHoursLines({ lineClassName }: { lineClassName?: string }) {
  const data = usePublicSalonHours();
  if (!data) return <span className={lineClassName} aria-busy="true" />;
  return (
    <>
      {[...weekLines(data.week), ...closureLines(data.closures, SALON_TIME_ZONE)].map((line) => (
        <span key={line.key} className={lineClassName ?? 'block'}>
          {line.text}
        </span>
      ))}
    </>
  );
}
