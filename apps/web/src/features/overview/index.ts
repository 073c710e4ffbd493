export type { OrderAction } from './components/DayAppointmentsModal';
export { MyDay } from './components/my-day/MyDay';
export { OverviewPanel, overviewQueries } from './components/OverviewPanel';
