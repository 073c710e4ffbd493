export { addDays, assertDayRange, assertRealDay, monthOf, salonToday } from './days';
export { tillReportsRoutes } from './till-reports.routes';
