import { ANY_THERAPIST } from '@salon/shared';
import { UserRound, Users } from 'lucide-react';
import { Thumbnail } from '@/components/ui/Thumbnail';
import { cx } from '@/lib/cx';
import { bookingText as t } from '../booking-messages';
import type { WizardTherapist } from '../booking-wizard';
import { CHOICE, choiceButton, choiceState } from './choice-styles';

/**
 * Step 1's buttons: each therapist with free times, and "Any therapist" first when several have them. With a
 * `name`, each is a submit button of the GET form around it (WizardSteps), so a tap before the page's scripts
 * run still chooses.
 */
export function TherapistChoices({
  therapists,
  chosenId,
  onChoose,
  name,
}: {
  therapists: WizardTherapist[];
  chosenId: string | null;
  onChoose: (therapistId: string) => void;
  name?: string;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {therapists.map((therapist) => {
        const active = therapist._id === chosenId;
        const any = therapist._id === ANY_THERAPIST;
        const Fallback = any ? Users : UserRound;
        return (
          <li key={therapist._id}>
            <button
              {...choiceButton(name, therapist._id)}
              aria-pressed={active}
              onClick={(event) => {
                event.preventDefault();
                onChoose(therapist._id);
              }}
              className={cx(CHOICE, choiceState(active), 'flex w-full items-center gap-3 p-3')}
            >
              <Thumbnail
                src={therapist.imageUrl}
                sizes="48px"
                width={48}
                height={48}
                className="size-12 rounded-full"
                fallback={<Fallback aria-hidden="true" className="size-6" />}
              />
              <span className="min-w-0">
                <span className="block font-medium">{therapist.name}</span>
                <span className={cx('block text-xs', active ? 'text-white/85' : 'text-taupe')}>
                  {any
                    ? t.anyTherapistFreeTimes({ count: therapist.slotCount })
                    : t.freeTimes({ count: therapist.slotCount })}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
