/**
 * The dashboard's tabs and a service's waitlist travel as one chunk: the list is reached from the Services
 * and Overview tabs and is built from the same parts (docs/decisions.md, issue 16).
 */
export { DashboardPage } from './DashboardPage';
export { InvoicePrintPage } from './InvoicePrintPage';
export { WaitlistPage } from './WaitlistPage';
