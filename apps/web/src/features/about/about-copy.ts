import { aboutText as t } from './about-messages';

/** The about page's tab copy. Kept apart from the markup so it reads, and is edited, like prose (i18n/*.json). */

export const OUR_STORY = [t.story1(), t.story2(), t.story3()] as const;

export const OUR_VALUES = [
  { title: t.valueCareTitle(), text: t.valueCareText() },
  { title: t.valueStandardsTitle(), text: t.valueStandardsText() },
  { title: t.valueMasteryTitle(), text: t.valueMasteryText() },
  { title: t.valueTimeTitle(), text: t.valueTimeText() },
] as const;

export const CLIENT_STORIES = [
  { quote: t.storyMariamQuote(), name: t.storyMariamName(), place: t.storyMariamPlace() },
  { quote: t.storyHannahQuote(), name: t.storyHannahName(), place: t.storyHannahPlace() },
  { quote: t.storyReemQuote(), name: t.storyReemName(), place: t.storyReemPlace() },
] as const;
