export { HomeHero } from './components/HomeHero';
export { ServiceGroupsSection } from './components/ServiceGroupsSection';

/** The about section, below the fold: its code and texts load after the first bundle. */
export const loadAboutTeaserSection = () => import('./components/about-teaser/AboutTeaserSection');
