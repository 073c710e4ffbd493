export { invoicesRoutes } from './invoices.routes';
export { documentsForExport } from './invoices.service';
