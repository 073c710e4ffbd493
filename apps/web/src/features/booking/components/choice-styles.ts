/** The wizard's choice buttons (therapist, date, time): one look, pressed or not. */
export const CHOICE =
  'rounded-2xl border text-start transition-colors disabled:cursor-not-allowed focus-visible:outline-offset-2';
export const choiceState = (active: boolean) =>
  active ? 'border-wine bg-wine text-white shadow-sm' : 'border-blush-200 bg-white text-espresso hover:border-wine';

/**
 * A choice's button: a plain one, or with a field `name` a submit button of a GET form carrying its value, which
 * works before the page's scripts have run (the scripts then prevent the submission and choose in place).
 */
export const choiceButton = (name: string | undefined, value: string) =>
  name ? ({ type: 'submit', name, value } as const) : ({ type: 'button' } as const);
