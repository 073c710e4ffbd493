export { problemKeys } from './api/problems';
export { ContactLink } from './components/contact/ContactLink';
export { ContactSection } from './components/contact/ContactSection';
export { ProblemsPanel } from './components/ProblemsPanel';
export { telHref } from './contact-links';
export { requestScrollToContact, useScrollToContactOnArrival } from './hooks/use-go-to-contact';
