import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { dismissPushPrompt, isPushPromptDismissed } from './push-dismissal.ts';
import { quickPushStatus, readPushStatus, refreshPushSubscription, turnOnPush } from './push-subscription.ts';

type View = 'unsupported' | 'checking' | 'prompt' | 'dismissed' | 'subscribed' | 'denied';
type Problem = 'failed' | 'notAllowed';

/** What can be shown at once; only an allowed browser needs a look at its subscription first. */
function initialView(): View {
  const status = quickPushStatus();
  if (status === 'unsupported' || status === 'denied') return status;
  if (status === 'granted') return 'checking';
  return isPushPromptDismissed() ? 'dismissed' : 'prompt';
}

/**
 * The web push card (permission is asked from a clear in-page prompt, never on load). Shows "Turn on" /
 * "Not now" until the browser allows or blocks notifications, then says which; "Not now" hides it for 30 days.
 * Failures are logged to the console and summed up in one line on the card.
 */
export function PushPrompt({
  hideWhenUnsupported = false,
  className = '',
}: {
  /** Render nothing (instead of a short line) in browsers without web push. */
  hideWhenUnsupported?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('push');
  const headingId = useId();
  const [view, setView] = useState<View>(initialView);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>();
  /** The outcome of "Turn on" takes the focus, since the button it came from is gone. */
  const outcome = useRef<HTMLDivElement>(null);
  const answered = useRef(false);

  useEffect(() => {
    if (view !== 'checking') return;
    let live = true;
    readPushStatus()
      .catch((error: unknown) => {
        console.error('FleetCare: could not read the push subscription', error);
        return 'granted' as const;
      })
      .then((status) => {
        if (!live) return;
        if (status === 'subscribed') {
          setView('subscribed');
          // The subscription may have been stored for whoever used this browser before: claim it for this user.
          void refreshPushSubscription();
        } else {
          setView(isPushPromptDismissed() ? 'dismissed' : 'prompt');
        }
      });
    return () => {
      live = false;
    };
  }, [view]);

  useEffect(() => {
    if (answered.current && (view === 'subscribed' || view === 'denied')) outcome.current?.focus();
  }, [view]);

  const turnOn = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const result = await turnOnPush();
      answered.current = true;
      if (result === 'subscribed') setView('subscribed');
      else if (result === 'denied') setView('denied');
      else setProblem('notAllowed');
    } catch (error) {
      console.error('FleetCare: could not turn on push alerts', error);
      setProblem('failed');
    } finally {
      setBusy(false);
    }
  };

  const notNow = () => {
    dismissPushPrompt();
    setView('dismissed');
  };

  switch (view) {
    case 'dismissed':
      return null;
    case 'unsupported':
      return hideWhenUnsupported ? null : (
        <p className={`text-sm text-slate-600 ${className}`.trim()} data-push-state="unsupported">
          {t('status.unsupported')}
        </p>
      );
    case 'checking':
      return (
        <p className={`min-h-10 text-sm text-slate-600 ${className}`.trim()} data-push-state="checking">
          {t('status.checking')}
        </p>
      );
    case 'subscribed':
      return (
        <div ref={outcome} tabIndex={-1} className={`outline-none ${className}`.trim()} data-push-state="subscribed">
          <Alert tone="success" title={t('status.on')}>
            {t('status.onBody')}
          </Alert>
        </div>
      );
    case 'denied':
      return (
        <div ref={outcome} tabIndex={-1} className={`outline-none ${className}`.trim()} data-push-state="denied">
          <Alert tone="warning" title={t('status.blocked')}>
            {t('status.unblock')}
          </Alert>
        </div>
      );
    case 'prompt':
      return (
        <section
          aria-labelledby={headingId}
          className={`rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:p-5 ${className}`.trim()}
          data-push-state="prompt"
        >
          <div className="flex items-start gap-3 sm:gap-4">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-white text-brand-700 shadow-sm">
              <Bell className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <h2 id={headingId} className="text-base font-semibold text-slate-900">
                {t('prompt.title')}
              </h2>
              <p className="mt-1 text-sm text-slate-700">{t('prompt.body')}</p>
              <div className="mt-4 flex flex-wrap gap-2">
                <Button onClick={() => void turnOn()} disabled={busy} aria-busy={busy}>
                  {busy && <Spinner />}
                  {busy ? t('prompt.turningOn') : t('prompt.turnOn')}
                </Button>
                <Button variant="secondary" onClick={notNow} disabled={busy}>
                  {t('prompt.notNow')}
                </Button>
              </div>
              {problem && (
                <p role="alert" className="mt-3 text-sm font-medium text-red-800">
                  {t(`prompt.${problem}`)}
                </p>
              )}
            </div>
          </div>
        </section>
      );
  }
}

export default PushPrompt;
