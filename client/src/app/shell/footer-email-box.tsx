import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { serverMessage } from '../../lib/error-text.ts';

/** A plain address check like the server's: something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The footer's e-mail box: a non-empty address of e-mail type; GET
 * /users/check-if-email-is-registered, then /login?email= for a registered address, else /signup?email=. Failures
 * (a 429 too) show as an error toast. The HTTP client and the toast load on submit, not with the page.
 */
export function FooterEmailBox() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const showError = async (key: string) => {
    await i18n.loadNamespaces('validation');
    setError(key);
    input.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || !input.current) return;
    const email = input.current.value.trim();
    if (!email) return showError('validation:emailRequired');
    if (input.current.validity.typeMismatch || !EMAIL_PATTERN.test(email)) return showError('validation:emailInvalid');
    setError(undefined);
    setPending(true);
    try {
      const { checkIfEmailIsRegistered } = await import('../../features/users/api/check-email.ts');
      const { registered } = await checkIfEmailIsRegistered(email);
      void navigate(`${registered ? '/login' : '/signup'}?${new URLSearchParams({ email }).toString()}`);
    } catch (failure) {
      const { showToast } = await import('../../components/ui/toast.tsx');
      showToast(failureText(failure), 'error');
    } finally {
      setPending(false);
    }
  };

  /** The server's message; for a rejected address, the message about the address itself. */
  const failureText = (failure: unknown): string => {
    const fieldKey = isApiError(failure) ? failure.fieldErrorKeys.email : undefined;
    if (isApiError(failure) && fieldKey)
      return t(fieldKey, { defaultValue: failure.fieldErrors.email ?? failure.message });
    return serverMessage(t, i18n.resolvedLanguage, failure);
  };

  const errorId = `${id}-error`;
  return (
    <form noValidate className="min-w-0" onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-base font-semibold text-white">
        {t('footer.emailBox.title')}
      </h2>
      <p className="mt-1 text-sm text-brand-100">{t('footer.emailBox.body')}</p>
      <label htmlFor={`${id}-email`} className="sr-only">
        {t('footer.emailBox.label')}
      </label>
      <div className="mt-3 flex gap-2">
        <input
          ref={input}
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('footer.emailBox.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={() => error && setError(undefined)}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-brand-700 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-2 focus:outline-accent-400 aria-[invalid=true]:border-red-400"
        />
        <button
          type="submit"
          disabled={pending}
          aria-busy={pending}
          className="min-h-11 shrink-0 rounded-lg bg-accent-400 px-4 text-sm font-semibold text-slate-900 hover:bg-accent-500 focus-visible:outline-accent-400 disabled:opacity-70"
        >
          {pending ? t('footer.emailBox.checking') : t('footer.emailBox.submit')}
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-accent-400">
          {t(error)}
        </p>
      )}
    </form>
  );
}
