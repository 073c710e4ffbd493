export { passOnSlots, startWaitlistJob, waitlistDepsOf } from './waitlist.job';
export { clockOf } from './waitlist.presenter';
export { waitlistRoutes } from './waitlist.routes';
export { listAllEntriesOf } from './waitlist.service';
