export { UsersPanel } from './components/UsersPanel';
export { UserDetail } from './components/user-detail/UserDetail';
