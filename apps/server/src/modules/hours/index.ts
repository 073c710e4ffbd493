export { closedDayRefusal } from './closed-days';
export { requireWithinOpeningHours } from './hours.guard';
export { hoursRoutes } from './hours.routes';
export { hoursForScheduling } from './hours.service';
export { outsideWeek, removeFreeOutsideWeek } from './outside-week.service';
