import { MESSAGES, ZContactForm } from '@salon/shared';
import { Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AlertRegion } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { EmailField, FormField, PhoneField } from '@/components/ui/FormField';
import { showToast } from '@/lib/toast';
import { UI_TIMINGS_MS } from '@/lib/ui-constants';
import { useZodForm } from '@/lib/use-submit-form';
import { sendContactMessage } from '../../api/send-contact-message';
import { contactText as t } from './contact-messages';

const m = MESSAGES.contact;

type Banner = { tone: 'success' | 'error'; text: string } | null;

/** The server's message if it sent one, else the error's own message, else the spec's default (§8). */
export function contactFailureText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : m.failed;
}

/**
 * The 'Get in Touch' form (customer spec §2, §4, §5), validated by the shared ZContactForm on submit, then
 * on every change. Sending shows 'Sending...'; success or failure shows a banner for 5 s, and a sent form
 * is cleared.
 */
export function ContactForm() {
  const [banner, setBanner] = useState<Banner>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useZodForm(ZContactForm, { title: '', description: '', email: '', phone: '' });

  useEffect(() => {
    if (!banner) return;
    const timer = window.setTimeout(() => setBanner(null), UI_TIMINGS_MS.contactBannerDismiss);
    return () => window.clearTimeout(timer);
  }, [banner]);

  const onSubmit = handleSubmit(async (message) => {
    setBanner(null);
    try {
      await sendContactMessage(message);
      reset();
      setBanner({ tone: 'success', text: m.sent });
    } catch (error) {
      showToast('error', m.failed);
      setBanner({ tone: 'error', text: contactFailureText(error) });
    }
  });

  return (
    <form
      noValidate
      aria-labelledby="get-in-touch-heading"
      onSubmit={onSubmit}
      className="rounded-3xl border border-blush-200/80 bg-white p-6 shadow-sm sm:p-8"
    >
      <h3 id="get-in-touch-heading" className="text-2xl text-espresso">
        {t.contactHeading()}
      </h3>
      <p className="mt-2 text-sm text-taupe">{t.contactIntro()}</p>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <FormField
          className="sm:col-span-2"
          label={t.contactTitle()}
          registration={register('title')}
          error={errors.title?.message}
        />
        <FormField
          className="sm:col-span-2"
          multiline
          label={t.contactDescription()}
          registration={register('description')}
          error={errors.description?.message}
        />
        <EmailField dir="ltr" registration={register('email')} error={errors.email?.message} />
        <PhoneField dir="ltr" registration={register('phone')} error={errors.phone?.message} />
      </div>

      <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto" disabled={isSubmitting}>
        <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {isSubmitting ? m.sending : t.sendMessage()}
      </Button>

      {/* Live regions are always present, so screen readers announce a banner when it appears. */}
      <AlertRegion tone="success" text={banner?.tone === 'success' && banner.text} className="mt-6" />
      <AlertRegion tone="error" text={banner?.tone === 'error' && banner.text} className="mt-6" />
    </form>
  );
}
