/**
 * My Appointments and the waitlist's offer page travel as one chunk: each leads to the other, and one
 * lazy import fewer keeps the first bundle's list of chunks within its budget (docs/decisions.md, issue 16).
 */

export { InvoicePage } from './InvoicePage';
export { OrdersPage } from './OrdersPage';
export { WaitlistOfferPage } from './WaitlistOfferPage';
