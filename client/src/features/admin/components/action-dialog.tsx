import { Form, Formik, setIn, type FormikErrors, type FormikHelpers } from 'formik';
import { Dialog } from 'radix-ui';
import { TriangleAlert, X } from 'lucide-react';
import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  randomUuid,
  type AdminActionDescription,
  type AdminActionFieldDescription,
  type AdminActionResultDto,
  type AdminRow,
} from '@fleetcare/shared';
import { FormTextArea } from '../../../components/form/form-fields.tsx';
import { FormError, SubmitButton } from '../../../components/form/form-status.tsx';
import { toApiError, type FormFailure } from '../../../components/form/server-errors.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, iconButtonClass } from '../../../components/ui/button.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useRunAction } from '../api/actions.ts';
import { actionInputOf, formPathOf, initialValues, type ActionFormValues } from '../lib/action-values.ts';
import { useResourceText } from '../lib/resource-text.ts';
import { ActionField, type SelectOption } from './action-field.tsx';

export interface ActionDialogProps {
  resource: string;
  action: AdminActionDescription;
  /** The record a record action works on (its fields fill in the form where a field names one). */
  record?: AdminRow;
  onClose: () => void;
  onDone?: (result: AdminActionResultDto) => void;
  /** A select's choices, with their words, when the page narrows them (the roles an admin does not hold yet). */
  options?: Partial<Record<string, readonly SelectOption[]>>;
  /** Where the focus goes back to when the form closes (the button that opened it). */
  returnFocus?: RefObject<HTMLElement | null>;
}

/** A failed call on the form: each field's message by its field, the rest (and the code's text) above the fields. */
function applyFailure(
  error: unknown,
  fields: readonly AdminActionFieldDescription[],
  helpers: Pick<FormikHelpers<ActionFormValues>, 'setErrors' | 'setStatus'>,
) {
  const apiError = toApiError(error);
  let errors: FormikErrors<ActionFormValues> = {};
  const otherMessages: string[] = [];
  for (const serverField of new Set([...Object.keys(apiError.fieldErrors), ...Object.keys(apiError.fieldErrorKeys)])) {
    const message = apiError.fieldErrorKeys[serverField] ?? apiError.fieldErrors[serverField] ?? '';
    const path = formPathOf(serverField, fields);
    if (path) errors = setIn(errors, path, message) as FormikErrors<ActionFormValues>;
    else if (message) otherMessages.push(message);
  }
  helpers.setErrors(errors);
  // A refusal the fields already explain (a taken code) needs no second, vaguer message above them.
  const explainedByFields = Object.keys(errors).length > 0 && otherMessages.length === 0;
  const failure: FormFailure = { error: apiError, otherMessages };
  helpers.setStatus(explainedByFields ? undefined : failure);
}

/**
 * An action's form in a dialog, drawn from its description, with a Reason where the action changes someone's money
 * or access. Each opening of the form has its own idempotency key, sent again with every retry from it, so a
 * submission the server has already carried out is never carried out twice. A danger action asks once more before
 * it is sent.
 */
export function ActionDialog({ resource, action, record, onClose, onDone, options, returnFocus }: ActionDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const text = useResourceText();
  const run = useRunAction();
  const [idempotencyKey] = useState(randomUuid);
  const [confirming, setConfirming] = useState(false);
  const money = (kobo: number) => formatMoney(kobo, i18n.resolvedLanguage);
  const title = text.actionTitle(resource, action.name);
  const help = text.actionHelp(resource, action.name);

  const validate = (values: ActionFormValues) => {
    let errors: FormikErrors<ActionFormValues> = {};
    const { problems } = actionInputOf(action.fields, values, money);
    for (const [name, problem] of Object.entries(problems)) {
      errors = setIn(
        errors,
        `input.${name}`,
        t(`form.${problem.key}`, problem.values),
      ) as FormikErrors<ActionFormValues>;
    }
    if (action.reasonRequired && values.reason.trim() === '') errors.reason = t('form.reasonRequired');
    else if (values.reason.trim().length > 500) errors.reason = t('form.charactersAtMost', { max: 500 });
    return errors;
  };

  const submit = async (values: ActionFormValues, helpers: FormikHelpers<ActionFormValues>) => {
    if (action.danger && !confirming) {
      setConfirming(true);
      return;
    }
    helpers.setStatus(undefined);
    const { input } = actionInputOf(action.fields, values, money);
    const reason = values.reason.trim();
    try {
      const result = await run.mutateAsync({
        resourceName: resource,
        action: action.name,
        body: {
          idempotencyKey,
          input,
          ...(action.scope === 'record' && record ? { recordId: record._id } : {}),
          ...(reason ? { reason } : {}),
        },
      });
      showToast(text.actionDone(resource, action.name));
      onClose();
      onDone?.(result);
    } catch (error) {
      setConfirming(false);
      applyFailure(error, action.fields, helpers);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !run.isPending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (!returnFocus?.current?.isConnected) return;
            event.preventDefault();
            returnFocus.current.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-5 py-4">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
              {help && <p className="mt-1 text-sm text-slate-600">{help}</p>}
            </div>
            <Dialog.Close className={`${iconButtonClass} -mr-2 -mt-1`} aria-label={t('action.close')}>
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Formik initialValues={initialValues(action.fields, record)} validate={validate} onSubmit={submit}>
            <Form noValidate className="flex min-h-0 flex-1 flex-col">
              <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-5 py-5">
                <FormError className="" />
                {action.fields.map((field) => (
                  <ActionField
                    key={field.name}
                    resource={resource}
                    action={action.name}
                    field={field}
                    options={options?.[field.name]}
                  />
                ))}
                {action.reasonRequired && (
                  <FormTextArea
                    name="reason"
                    label={t('form.reason')}
                    hint={text.actionReasonHint(resource, action.name)}
                    maxLength={500}
                  />
                )}
                {confirming && (
                  <Alert tone="warning" title={t('action.confirmTitle', { action: title })}>
                    <span className="flex items-start gap-2">
                      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
                      {t('action.confirmBody')}
                    </span>
                  </Alert>
                )}
              </div>
              <div className="flex flex-col-reverse gap-3 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end">
                {confirming ? (
                  <Button variant="secondary" onClick={() => setConfirming(false)}>
                    {t('action.back')}
                  </Button>
                ) : (
                  <Dialog.Close asChild>
                    <Button variant="secondary">{t('action.cancel')}</Button>
                  </Dialog.Close>
                )}
                <SubmitButton size="md" variant={action.danger ? 'danger' : 'primary'}>
                  {confirming ? t('action.confirm', { action: title }) : title}
                </SubmitButton>
              </div>
            </Form>
          </Formik>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A button that opens an action's form (red for a danger action). */
export function ActionButton({
  label,
  size,
  ...props
}: Omit<ActionDialogProps, 'onClose'> & { label?: string; size?: 'sm' | 'md' }) {
  const text = useResourceText();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const { action, resource } = props;
  return (
    <>
      <Button
        variant={action.danger ? 'danger' : action.scope === 'collection' ? 'primary' : 'secondary'}
        size={size}
        className="whitespace-nowrap"
        onClick={(event) => {
          opener.current = event.currentTarget;
          setOpen(true);
        }}
      >
        {label ?? text.actionTitle(resource, action.name)}
      </Button>
      {open && <ActionDialog {...props} returnFocus={opener} onClose={() => setOpen(false)} />}
    </>
  );
}
