export { useTherapists } from './api/therapists';
export { TherapistAvatar } from './components/TherapistAvatar';
export { TherapistsPanel } from './components/TherapistsPanel';
export { TherapistDetail } from './components/therapist-detail/TherapistDetail';
