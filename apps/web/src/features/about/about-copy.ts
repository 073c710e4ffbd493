/** The about page's tab copy. Kept apart from the markup so it reads, and is edited, like prose. */

export const OUR_STORY = [
  'Lumière began in 2013 as a four-chair studio in Business Bay, opened by a stylist and an aesthetician who were tired of rushed appointments. They wanted a place where a haircut came with a proper consultation, where a facial started with listening, and where nobody felt hurried out of the chair.',
  'Word travelled the way it does in Dubai: from colleague to colleague, from neighbour to neighbour. We grew into nail, threading and waxing studios, then added treatment rooms for facials and massage, but we kept the same unhurried rhythm and the same habit of remembering how you take your coffee.',
  'Today our team brings together specialists from across the world, trained in the techniques they love most. Some of our guests have been with us since our first month; many now bring their daughters, sisters and friends. We take that trust as the highest compliment a salon can receive.',
] as const;

export const OUR_VALUES = [
  {
    title: 'Care before everything',
    text: 'Every visit starts with a conversation about your hair, skin and comfort. We would rather suggest less than sell you something you do not need.',
  },
  {
    title: 'Spotless standards',
    text: 'Tools are sterilised between every guest, files and liners are single-use, and our rooms are cleaned to clinic standards, every day.',
  },
  {
    title: 'Mastery that keeps growing',
    text: 'Our therapists train every year in new techniques and products, so the cut, colour or brow shape you ask for is done with current skill.',
  },
  {
    title: 'Your time is precious',
    text: 'We keep to your booking, leave room between appointments and never double-book a chair, so an hour with us is a real hour of rest.',
  },
] as const;

export const CLIENT_STORIES = [
  {
    quote:
      'I have had my hair done by Elena for six years. She remembers every colour formula and every disaster I brought in from elsewhere. I would not trust anyone else with my hair.',
    name: 'Mariam K.',
    place: 'Jumeirah',
  },
  {
    quote:
      'The aromatherapy massage after a long week at work is my monthly ritual. The rooms are quiet, the oils smell wonderful, and I leave feeling like a different person.',
    name: 'Hannah L.',
    place: 'Dubai Marina',
  },
  {
    quote:
      'Priya is the only person I let near my brows. Gentle, quick and precise, and the whole team makes you feel welcome from the moment you walk in.',
    name: 'Reem A.',
    place: 'Downtown Dubai',
  },
] as const;
