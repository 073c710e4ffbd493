import { redirect } from 'react-router';
import { requestScrollToContact } from '../../features/contact/hooks/use-go-to-contact';

/** /contact has no page of its own: it asks the landing page to scroll to its contact section. */
export function contactRedirectLoader() {
  requestScrollToContact();
  return redirect('/');
}

/** Never shown (the loader always redirects); present so the router does not warn about an empty route. */
export function ContactRedirectPage() {
  return null;
}
