/**
 * The salon details live in the shared package; specs compare the page with them. Apart from env.ts, which
 * playwright.config.ts loads before the message catalogues' loader is registered: the details' words are a
 * catalogue (packages/shared/src/texts/content).
 */
export { SALON, SERVICE_GROUPS } from '../../packages/shared/src/content';
