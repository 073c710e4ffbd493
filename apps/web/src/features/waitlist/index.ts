export { JoinWaitlistButton, WaitlistReturn } from './components/JoinWaitlistButton';
export { ServiceWaitlist } from './components/ServiceWaitlist';
export { ServiceWaitlistLink, WaitlistsLink } from './components/WaitlistLinks';
export { WaitlistOffer } from './components/WaitlistOffer';
export { WaitlistSection } from './components/WaitlistSection';
export { waitlistDays } from './waitlist-format';
export { waitlistText } from './waitlist-messages';
