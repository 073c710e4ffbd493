export { tillKeys } from './api/till-api';
export { InvoiceView } from './components/InvoiceView';
export { MyTips } from './components/MyTips';
export { TillPanel } from './components/TillPanel';
export { moneyText } from './money-messages';
