import { ANY_THERAPIST } from '@salon/shared';
import { UserRound, Users } from 'lucide-react';
import { Thumbnail } from '../../../components/ui/Thumbnail';
import { cx } from '../../../lib/cx';
import type { WizardTherapist } from '../booking-wizard';
import { catalogText as t } from '../catalog-messages';
import { CHOICE, choiceState } from './choice-styles';

/** Step 1's buttons: each therapist with free times, and "Any therapist" first when several have them. */
export function TherapistChoices({
  therapists,
  chosenId,
  onChoose,
}: {
  therapists: WizardTherapist[];
  chosenId: string | null;
  onChoose: (therapistId: string) => void;
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
              type="button"
              aria-pressed={active}
              onClick={() => onChoose(therapist._id)}
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
