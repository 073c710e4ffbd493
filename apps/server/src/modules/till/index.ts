export { businessDay } from './business-day';
export { invoicesOfSale, vatSettingsOf } from './invoices/invoices.service';
export { printedNumber } from './invoices/numbers';
export { tillRoutes } from './till.routes';
