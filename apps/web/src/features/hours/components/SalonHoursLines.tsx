import { weekLines } from '../hours-line-messages';
import { usePublicSalonHours } from '../public-hours';

/**
 * The salon's week as lines of text ('Tuesday to Sunday, 9am to 8pm', 'Monday: closed'), read from the one
 * source, the server's opening hours: the footer, the side menu and the contact section show it.
 */
export function SalonHoursLines({ lineClassName }: { lineClassName?: string }) {
  const data = usePublicSalonHours();
  if (!data) return <span className={lineClassName} aria-busy="true" />;
  return (
    <>
      {weekLines(data.week).map((line) => (
        <span key={line.key} className={lineClassName ?? 'block'}>
          {line.text}
        </span>
      ))}
    </>
  );
}
