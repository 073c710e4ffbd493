import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, SALON, ZContactForm } from '@salon/shared';
import { Info, Mail, Phone, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button';
import { FormField } from '../../../components/ui/FormField';
import { telHref } from '../contact-links';

/**
 * The 'Get in Touch' form (spec §2, §5), validated by the shared ZContactForm: on submit first,
 * then on every change. The server's problems endpoint comes later, so a valid message is not
 * sent anywhere; the form says so plainly and offers the phone and e-mail instead.
 */
export function ContactForm() {
  const [offlineNoticeShown, setOfflineNoticeShown] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZContactForm),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { title: '', description: '', email: '', phone: '' },
  });

  return (
    <form
      noValidate
      aria-labelledby="get-in-touch-heading"
      onSubmit={handleSubmit(() => setOfflineNoticeShown(true))}
      className="rounded-3xl border border-blush-200/80 bg-white p-6 shadow-sm sm:p-8"
    >
      <h3 id="get-in-touch-heading" className="text-2xl text-espresso">
        Get in Touch
      </h3>
      <p className="mt-2 text-sm text-taupe">
        A question about a treatment, a gift card or a special occasion? Tell us and we will help you plan it.
      </p>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <FormField
          className="sm:col-span-2"
          label="Title"
          registration={register('title')}
          error={errors.title?.message}
        />
        <FormField
          className="sm:col-span-2"
          multiline
          label="Description"
          registration={register('description')}
          error={errors.description?.message}
        />
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email?.message}
        />
        <FormField
          label="Phone"
          type="tel"
          autoComplete="tel"
          registration={register('phone')}
          error={errors.phone?.message}
        />
      </div>

      <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto">
        <Send aria-hidden="true" className="size-4" />
        Send Message
      </Button>

      {/* Always present so screen readers announce the notice when it appears. */}
      <div role="status" className="mt-6 empty:hidden">
        {offlineNoticeShown && (
          <div className="flex gap-3 rounded-2xl border border-blush-200 bg-sand p-4 text-sm text-espresso">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-wine" />
            <div>
              <p>{MESSAGES.contact.onlineUnavailable}</p>
              <ul className="mt-3 space-y-1.5">
                <li className="flex items-center gap-2">
                  <Phone aria-hidden="true" className="size-4 text-wine" />
                  <a href={telHref(SALON.phones[0])} className="font-medium text-wine underline underline-offset-4">
                    {SALON.phones[0]}
                  </a>
                </li>
                <li className="flex items-center gap-2">
                  <Mail aria-hidden="true" className="size-4 text-wine" />
                  <a
                    href={`mailto:${SALON.emails[0]}`}
                    className="font-medium break-all text-wine underline underline-offset-4"
                  >
                    {SALON.emails[0]}
                  </a>
                </li>
              </ul>
            </div>
          </div>
        )}
      </div>
    </form>
  );
}
