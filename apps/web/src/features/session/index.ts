export { SessionProvider } from './SessionProvider';
export { useSession } from './session-context';
