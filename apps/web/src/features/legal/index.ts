export { LegalDocument } from './components/LegalDocument';
export { PRIVACY_POLICY_SECTIONS } from './privacy-policy-sections';
export { TERMS_OF_SERVICE_SECTIONS } from './terms-of-service-sections';
