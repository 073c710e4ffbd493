export { ACCOUNT_TEXTS } from './account-messages';
export { MyAccount } from './components/MyAccount';
