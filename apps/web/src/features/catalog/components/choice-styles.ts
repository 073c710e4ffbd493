/** The wizard's choice buttons (therapist, date, time): one look, pressed or not. */
export const CHOICE =
  'rounded-2xl border text-start transition-colors disabled:cursor-not-allowed focus-visible:outline-offset-2';
export const choiceState = (active: boolean) =>
  active ? 'border-wine bg-wine text-white shadow-sm' : 'border-blush-200 bg-white text-espresso hover:border-wine';
