import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useGoToContact } from '../../hooks/use-go-to-contact';

interface ContactLinkProps {
  children: ReactNode;
  className?: string;
  /** Called after a plain click, e.g. to close the side menu. */
  onNavigate?: () => void;
}

/**
 * A real link to /contact (so it works opened in a new tab) that, on a plain click, scrolls or
 * navigates in place as the Contact menu item should.
 */
export function ContactLink({ children, className, onNavigate }: ContactLinkProps) {
  const goToContact = useGoToContact();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate?.();
    goToContact();
  };
  return (
    <Link to="/contact" className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
