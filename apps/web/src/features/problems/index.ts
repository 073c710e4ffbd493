export { ContactLink } from './components/contact/ContactLink';
export { ContactSection } from './components/contact/ContactSection';
export { ProblemsPanel } from './components/ProblemsPanel';
export { requestScrollToContact, useScrollToContactOnArrival } from './hooks/use-go-to-contact';
