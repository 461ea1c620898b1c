import { Field, Form, Formik } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { signupRoles, signupSchema, type SignupInput, type SignupRole } from '@fleetcare/shared';
import { useSignup } from '../api/sign-up.ts';
import {
  FormCheckboxField,
  FormPasswordField,
  FormTextField,
  useFieldError,
} from '../../../components/form/form-fields.tsx';
import { FormError, SubmitButton } from '../../../components/form/form-status.tsx';
import { applyServerError, validateWith } from '../../../components/form/server-errors.ts';
import { PhoneFields } from '../../../components/form/phone-fields.tsx';
import { inlineLinkClass, inlineTarget } from '../../../components/ui/text-link.ts';

export type SignupVariant = 'individual' | 'business';

export interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: SignupRole;
  phone: { dialCode: string; number: string };
  business: { companyName: string; rcNumber: string; fleetSize: string; contactPerson: string };
  newsletter: boolean;
  acceptTerms: boolean;
}

export const initialSignupValues: SignupValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  role: 'customer',
  phone: { dialCode: '+234', number: '' },
  business: { companyName: '', rcNumber: '', fleetSize: '', contactPerson: '' },
  newsletter: false,
  acceptTerms: false,
};

/** The form's values as the sign-up request: an empty phone is left out, business details only for businesses. */
export function toSignupRequest(values: SignupValues, variant: SignupVariant, locale: string) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    password: values.password,
    accountType: variant,
    role: variant === 'business' ? 'customer' : values.role,
    phone: values.phone.number.trim() ? values.phone : undefined,
    business: variant === 'business' ? values.business : undefined,
    newsletter: values.newsletter,
    acceptTerms: values.acceptTerms,
    locale: locale === 'nb' ? 'nb' : 'en',
  };
}

/** The role a link asks for (`?role=technician` from the page for mechanics), or the default one. */
function roleFrom(value: string | null): SignupRole {
  return signupRoles.find((role) => role === value) ?? initialSignupValues.role;
}

function RoleChoice() {
  const { t } = useTranslation('users');
  const error = useFieldError('role');
  const id = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">{t('signup.roleLegend')}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {signupRoles.map((role) => (
          <label
            key={role}
            className="flex cursor-pointer gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 sm:flex-col sm:gap-1"
          >
            <Field
              type="radio"
              name="role"
              value={role}
              aria-labelledby={`${id}-${role}`}
              aria-describedby={`${id}-${role}-body`}
              className="mt-1 size-4 shrink-0 accent-brand-700 sm:mt-0"
            />
            <span>
              <span id={`${id}-${role}`} className="block text-sm font-semibold text-slate-900">
                {t(`signup.roles.${role}.title`)}
              </span>
              <span id={`${id}-${role}-body`} className="block text-xs text-slate-600">
                {t(`signup.roles.${role}.body`)}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && <p className="mt-1.5 text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}

/** Sign-up for individuals (/signup) and businesses (/business/register): one form, the shared yup schema. */
export function SignupForm({ variant }: { variant: SignupVariant }) {
  const { t, i18n } = useTranslation(['users', 'validation', 'errors']);
  const signup = useSignup();
  const navigate = useNavigate();
  const locale = i18n.resolvedLanguage ?? 'en';
  // The footer's e-mail box sends new addresses here as ?email=, the page for mechanics ?role=technician.
  const [searchParams] = useSearchParams();
  const [initialValues] = useState(() => ({
    ...initialSignupValues,
    email: searchParams.get('email') ?? '',
    role: roleFrom(searchParams.get('role')),
  }));

  return (
    <Formik
      initialValues={initialValues}
      validate={validateWith(signupSchema, (values: SignupValues) => toSignupRequest(values, variant, locale))}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          const request: SignupInput = await signupSchema.validate(toSignupRequest(values, variant, locale), {
            stripUnknown: true,
          });
          const result = await signup.mutateAsync(request);
          await navigate(`/status/confirm-email?${new URLSearchParams({ email: result.email }).toString()}`);
        } catch (error) {
          const failure = applyServerError(error, values, helpers);
          if (failure.error.code === 'EMAIL_TAKEN') helpers.setFieldError('email', 'errors:EMAIL_TAKEN');
        }
      }}
    >
      {({ values }) => (
        <Form noValidate className="space-y-5">
          <FormError
            extra={(failure) =>
              failure.error.code === 'EMAIL_TAKEN' ? (
                <p className="mt-2">
                  <Link
                    to={`/login?${new URLSearchParams({ email: values.email.trim() }).toString()}`}
                    className={`${inlineTarget} font-semibold underline`}
                  >
                    {t('signup.signInInstead')}
                  </Link>
                </p>
              ) : null
            }
          />
          {variant === 'business' && (
            <fieldset className="space-y-5">
              <legend className="mb-3 text-base font-semibold text-slate-900">{t('business.companyLegend')}</legend>
              <FormTextField name="business.companyName" label={t('fields.companyName')} autoComplete="organization" />
              <div className="grid gap-5 sm:grid-cols-2">
                <FormTextField
                  name="business.rcNumber"
                  label={t('fields.rcNumber')}
                  hint={t('business.rcHint')}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                />
                <FormTextField
                  name="business.fleetSize"
                  label={t('fields.fleetSize')}
                  hint={t('business.fleetSizeHint')}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  autoComplete="off"
                />
              </div>
              <FormTextField name="business.contactPerson" label={t('fields.contactPerson')} autoComplete="name" />
            </fieldset>
          )}
          <fieldset className="space-y-5">
            {variant === 'business' && (
              <legend className="mb-3 text-base font-semibold text-slate-900">{t('business.accountLegend')}</legend>
            )}
            <div className="grid gap-5 sm:grid-cols-2">
              <FormTextField name="firstName" label={t('fields.firstName')} autoComplete="given-name" />
              <FormTextField name="lastName" label={t('fields.lastName')} autoComplete="family-name" />
            </div>
            <FormTextField
              name="email"
              type="email"
              label={variant === 'business' ? t('fields.workEmail') : t('fields.email')}
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
            />
            <FormPasswordField
              name="password"
              label={t('fields.newPassword')}
              hint={t('password.rules')}
              autoComplete="new-password"
            />
            {variant === 'individual' && <RoleChoice />}
            <PhoneFields name="phone" legend={t('fields.phoneOptional')} />
          </fieldset>
          <div className="space-y-3">
            <FormCheckboxField name="newsletter" label={t('signup.newsletter')} />
            <FormCheckboxField
              name="acceptTerms"
              label={
                <>
                  {t('signup.acceptTermsBefore')}{' '}
                  <Link to="/terms" className={inlineLinkClass} target="_blank">
                    {t('signup.terms')}
                  </Link>{' '}
                  {t('signup.acceptTermsAnd')}{' '}
                  <Link to="/privacy" className={inlineLinkClass} target="_blank">
                    {t('signup.privacy')}
                  </Link>
                  {t('signup.acceptTermsAfter')}
                </>
              }
            />
          </div>
          <SubmitButton>{variant === 'business' ? t('business.submit') : t('signup.submit')}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
