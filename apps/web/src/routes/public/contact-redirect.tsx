import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { requestScrollToContact } from '@/features/problems';

/** /contact has no page of its own: it asks the landing page to scroll to its contact section. */
export function ContactRedirectPage() {
  // The note is left before the landing page mounts: <Navigate> only moves once this render has committed.
  useEffect(requestScrollToContact, []);
  return <Navigate to="/" replace />;
}
