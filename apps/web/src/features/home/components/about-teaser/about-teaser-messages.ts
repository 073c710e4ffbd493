import { catalogue } from '@salon/shared';
import messages from './i18n/en.json';

/**
 * The landing page's about section's texts, apart from the rest of the home page's: the section loads after
 * the first bundle (routes/public/HomePage.tsx), and its texts travel with it.
 */
export const aboutTeaserText = catalogue(messages);
