export { tillKeys } from './api/till-api';
export { CheckoutLink } from './components/CheckoutLink';
export { CheckoutPanel } from './components/CheckoutPanel';
