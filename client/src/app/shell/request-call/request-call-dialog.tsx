import { X } from 'lucide-react';
import { Field, Form, Formik, useField, useFormikContext } from 'formik';
import { useId, useMemo, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'radix-ui';
import { callCategories, callRequestFormSchema } from '@fleetcare/shared';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useFieldError, FormTextField } from '../../../components/form/form-fields.tsx';
import { FormError, SubmitButton } from '../../../components/form/form-status.tsx';
import { applyServerError, validateWith } from '../../../components/form/server-errors.ts';
import { createCallRequest } from '../../../features/content/api/call-request.ts';
import { readStoredIpLookup } from '../../../features/content/ip-lookup.ts';
import { ApiError, isApiError } from '../../../lib/api-error.ts';
import { defaultDialCountry, dialCodeOptions, type DialCodeOption } from './dial-codes.ts';

export interface RequestCallValues {
  fullName: string;
  /** The chosen country: several countries share a calling code (+1, +7, +44 ...). */
  country: string;
  dialCode: string;
  phoneNumber: string;
  category: string;
}

/** The server names the phone `fullPhoneNumber`; the form shows it on the number field. */
function onFormFields(error: unknown): unknown {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return error;
  const rename = (fields: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [key === 'fullPhoneNumber' ? 'phoneNumber' : key, value]),
    );
  return new ApiError({
    code: error.code,
    status: error.status,
    message: error.message,
    fieldErrors: rename(error.fieldErrors),
    fieldErrorKeys: rename(error.fieldErrorKeys),
    requestId: error.requestId,
  });
}

/** Dialling code and number under one legend, with the one shared "phone number required" message. */
function PhoneField({ options }: { options: DialCodeOption[] }) {
  const { t } = useTranslation('common');
  const id = useId();
  const { setFieldValue } = useFormikContext<RequestCallValues>();
  const [country] = useField<string>('country');
  const numberError = useFieldError('phoneNumber');
  const codeError = useFieldError('dialCode');
  const error = numberError ?? codeError;
  const errorId = `${id}-error`;
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('requestCall.phone')}</legend>
      <div className="flex gap-2">
        <label htmlFor={`${id}-code`} className="sr-only">
          {t('requestCall.dialCode')}
        </label>
        <select
          id={`${id}-code`}
          name="country"
          value={country.value}
          onBlur={country.onBlur}
          onChange={(event) => {
            const option = options.find((item) => item.country === event.target.value);
            void setFieldValue('country', event.target.value, false);
            void setFieldValue('dialCode', option?.dialCode ?? '');
          }}
          autoComplete="tel-country-code"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${inputClass.replace('w-full', '')} w-28 shrink-0 px-2 sm:w-44`}
        >
          {options.map((option) => (
            <option key={option.country} value={option.country}>
              {option.dialCode} {option.name}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-number`} className="sr-only">
          {t('requestCall.phoneNumber')}
        </label>
        <Field
          id={`${id}-number`}
          name="phoneNumber"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="803 123 4567"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${inputClass} min-w-0 flex-1`}
        />
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function CategoryField() {
  const { t } = useTranslation('common');
  const id = useId();
  const error = useFieldError('category');
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('requestCall.category')}</legend>
      <div className="grid grid-cols-2 gap-3">
        {callCategories.map((category) => (
          <label
            key={category}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
          >
            <Field
              type="radio"
              name="category"
              value={category}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-brand-700"
            />
            {t(`requestCall.categories.${category}`)}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The request-a-call modal: full name, dialling code (about 240 countries, Nigeria first, the
 * stored IP-lookup country by default), number and category; POST /users/create_call_request; then a toast saying we will call.
 * Loaded only when opened, with Formik, the schema and the dial codes.
 */
export function RequestCallDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What gets the focus back on close (there is no Dialog.Trigger: the modal opens from several places). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { t, i18n } = useTranslation(['common', 'validation', 'errors']);
  const locale = i18n.resolvedLanguage ?? 'en';
  const options = useMemo(() => dialCodeOptions(locale), [locale]);
  const initialValues = useMemo((): RequestCallValues => {
    const country = defaultDialCountry(readStoredIpLookup()?.country, options);
    const dialCode = options.find((option) => option.country === country)?.dialCode ?? '+234';
    return { fullName: '', country, dialCode, phoneNumber: '', category: '' };
  }, [options]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">{t('requestCall.title')}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">{t('requestCall.intro')}</Dialog.Description>
            </div>
            <Dialog.Close
              className="-m-2 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              aria-label={t('requestCall.close')}
            >
              <X className="size-5" />
            </Dialog.Close>
          </div>
          <Formik
            initialValues={initialValues}
            validate={validateWith<RequestCallValues>(callRequestFormSchema)}
            onSubmit={async (values, helpers) => {
              helpers.setStatus(undefined);
              try {
                const form = await callRequestFormSchema.validate(values, { stripUnknown: true });
                await createCallRequest({
                  fullName: form.fullName,
                  fullPhoneNumber: `${form.dialCode}${form.phoneNumber}`,
                  category: form.category,
                });
                showToast(t('requestCall.success'));
                onOpenChange(false);
              } catch (error) {
                applyServerError(onFormFields(error), values, helpers);
              }
            }}
          >
            <Form noValidate className="mt-5 space-y-5">
              <FormError />
              <FormTextField name="fullName" label={t('requestCall.fullName')} autoComplete="name" />
              <PhoneField options={options} />
              <CategoryField />
              <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
                <Dialog.Close asChild>
                  <Button variant="secondary" size="lg">
                    {t('requestCall.cancel')}
                  </Button>
                </Dialog.Close>
                <SubmitButton className="w-full sm:w-auto">{t('requestCall.submit')}</SubmitButton>
              </div>
            </Form>
          </Formik>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export default RequestCallDialog;
