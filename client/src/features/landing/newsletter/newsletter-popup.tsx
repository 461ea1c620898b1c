import { Mail, X } from 'lucide-react';
import { useFormik } from 'formik';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { newsletterSchema } from '@fleetcare/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxInput, TextInput } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { serverMessage } from '../../../lib/error-text.ts';
import { useSubscribeToNewsletter } from '../api/newsletter.ts';

export interface NewsletterPopupProps {
  /**
   * The signed-in user's newsletterSubscribed, false for a visitor, undefined while the user record is on its way
   * (the popup waits for it).
   */
  alreadySubscribed: boolean | undefined;
  /** A signed-in user's address, filled in for them. */
  defaultEmail?: string | undefined;
  /** Stores (true) or clears (false) the block flag. */
  onBlock: (blocked: boolean) => void;
}

/**
 * The newsletter popup. It is rendered only when its 5 s have passed and the block flag is
 * not set (useNewsletterPopupDue). It opens for anyone not subscribed; a user already subscribed gets the block
 * flag instead and never sees it. "Don't show this popup again" stores the flag; so does a successful subscribe,
 * which also shows the server's message and closes. An accessible dialog: focus moves in, Escape closes, focus
 * goes back where it was.
 */
export function NewsletterPopup({ alreadySubscribed, defaultEmail, onBlock }: NewsletterPopupProps) {
  const { t, i18n } = useTranslation(['landing', 'validation']);
  const [closed, setClosed] = useState(false);
  const [dontShowAgain, setDontShowAgain] = useState(false);
  // The popup opens by itself, with no trigger button: remember where the focus was, to put it back on close.
  const returnFocus = useRef<Element | null>(null);
  const subscribe = useSubscribeToNewsletter();
  const locale = i18n.resolvedLanguage === 'nb' ? 'nb' : 'en';

  useEffect(() => {
    if (alreadySubscribed) onBlock(true);
  }, [alreadySubscribed, onBlock]);

  const form = useFormik<{ email: string }>({
    initialValues: { email: defaultEmail ?? '' },
    // 'Email is required.' then 'Email is invalid.'; Formik marks every field touched on submit and stops if invalid.
    validationSchema: newsletterSchema,
    onSubmit: async ({ email }, helpers) => {
      helpers.setStatus(undefined);
      try {
        const { message } = await subscribe.mutateAsync({ email: email.trim(), locale });
        onBlock(true);
        showToast(message ?? t('landing:newsletter.success'), 'success');
        setClosed(true);
      } catch (error) {
        helpers.setStatus(serverMessage(t, i18n.resolvedLanguage, error));
      }
    },
  });

  const open = alreadySubscribed === false && !closed;
  // Errors show once a submit was tried (which marks every field touched), not when the field is merely left:
  // an error appearing on blur would push the checkbox below away from a pointer already pressing it.
  const emailError = form.submitCount > 0 && form.touched.email && form.errors.email ? t(form.errors.email) : undefined;
  const failure = typeof form.status === 'string' ? form.status : undefined;

  const onDontShowAgain = (checked: boolean) => {
    setDontShowAgain(checked);
    onBlock(checked);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !form.isSubmitting && setClosed(true)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            returnFocus.current = document.activeElement;
            // Straight to the address field, not the close button that comes first.
            const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
              'input[type="email"]',
            );
            if (field) {
              event.preventDefault();
              field.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocus.current instanceof HTMLElement) returnFocus.current.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none sm:p-8"
        >
          <Dialog.Close
            aria-label={t('landing:newsletter.close')}
            className="absolute right-3 top-3 flex size-10 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <X className="size-5" />
          </Dialog.Close>
          <span aria-hidden className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Mail className="size-6" />
          </span>
          <Dialog.Title className="mt-4 pr-8 text-xl font-bold text-slate-900">
            {t('landing:newsletter.title')}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            {t('landing:newsletter.body')}
          </Dialog.Description>

          <form noValidate onSubmit={form.handleSubmit} className="mt-6 space-y-4">
            <TextInput
              label={t('landing:newsletter.email')}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              value={form.values.email}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
              error={emailError}
            />
            {failure && <Alert tone="error">{failure}</Alert>}
            <Button
              type="submit"
              size="lg"
              className="w-full"
              disabled={form.isSubmitting}
              aria-busy={form.isSubmitting}
            >
              {form.isSubmitting && <Spinner />}
              {form.isSubmitting ? t('landing:newsletter.submitting') : t('landing:newsletter.submit')}
            </Button>
          </form>
          <CheckboxInput
            className="mt-5"
            label={t('landing:newsletter.dontShowAgain')}
            checked={dontShowAgain}
            onChange={(event) => onDontShowAgain(event.target.checked)}
          />
          <p className="mt-4 text-xs text-slate-600">
            {t('landing:newsletter.privacy')}{' '}
            <Link to="/privacy" className="font-medium text-brand-800 underline underline-offset-2">
              {t('landing:newsletter.privacyLink')}
            </Link>
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export default NewsletterPopup;
