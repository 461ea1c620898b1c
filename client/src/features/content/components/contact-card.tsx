import { Clock, Phone, PhoneCall } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { openRequestCall, preloadRequestCall } from '../../../lib/request-call.ts';
import { supportPhones, telHref } from '../../../lib/support-contact.ts';

/** Opens the shell's request-a-call modal; its code starts loading as soon as the pointer or focus arrives. */
export function RequestCallButton({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation('content');
  return (
    <Button
      variant={variant}
      onClick={openRequestCall}
      onPointerEnter={preloadRequestCall}
      onFocus={preloadRequestCall}
      className="w-full sm:w-auto"
    >
      <PhoneCall className="size-4" aria-hidden />
      {t('help.requestCall')}
    </Button>
  );
}

/** "Still need help?": ask us to call you back, or phone the support lines (open 24 hours, 7 days). */
export function ContactCard() {
  const { t } = useTranslation('content');
  return (
    <aside aria-labelledby="contact-heading" className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
      <h2 id="contact-heading" className="text-lg font-semibold text-slate-900">
        {t('help.contactTitle')}
      </h2>
      <p className="mt-2 text-sm leading-6 text-slate-600">{t('help.contactBody')}</p>
      <div className="mt-5">
        <RequestCallButton />
      </div>
      <h3 className="mt-6 text-sm font-semibold text-slate-900">{t('help.phoneLines')}</h3>
      <ul className="mt-2 space-y-1">
        {supportPhones.map((phone) => (
          <li key={phone}>
            <a
              href={telHref(phone)}
              className="inline-flex min-h-10 items-center gap-2 font-medium text-brand-800 underline-offset-2 hover:underline"
            >
              <Phone className="size-4" aria-hidden />
              {phone}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-4 flex items-start gap-2 text-sm text-slate-600">
        <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t('help.hours')}
      </p>
    </aside>
  );
}
