export { accountText } from './account-messages';
export { MyAccount } from './components/MyAccount';
