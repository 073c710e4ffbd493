export { MyDay } from './components/my-day/MyDay';
export { OverviewPanel, overviewQueries } from './components/OverviewPanel';
