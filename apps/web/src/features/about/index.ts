export { AboutTabs } from './components/AboutTabs';
