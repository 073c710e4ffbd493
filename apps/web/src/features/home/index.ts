export { AboutTeaserSection } from './components/AboutTeaserSection';
export { HomeHero } from './components/HomeHero';
export { ServiceGroupsSection } from './components/ServiceGroupsSection';
