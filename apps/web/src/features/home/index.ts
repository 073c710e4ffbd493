export { AboutTeaserSection } from './components/about-teaser/AboutTeaserSection';
export { HomeHero } from './components/HomeHero';
export { ServiceGroupsSection } from './components/ServiceGroupsSection';
