import { catalogue } from '@salon/shared';
import messages from './i18n/en.json';

export const localeText = catalogue(messages);
