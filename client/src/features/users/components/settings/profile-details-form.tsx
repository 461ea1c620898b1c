import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { updateMeSchema, type UpdateMeInput, type UserDto } from '@fleetcare/shared';
import { changeLocale, isLocale } from '../../../../lib/i18n.ts';
import { showToast } from '../../../../components/ui/toast.tsx';
import { useUpdateMe } from '../../api/profile.ts';
import { FormCheckboxField, FormSelectField, FormTextField } from '../../../../components/form/form-fields.tsx';
import { FormError, SubmitButton } from '../../../../components/form/form-status.tsx';
import { applyServerError, validateWith } from '../../../../components/form/server-errors.ts';
import { PhoneFields } from '../../../../components/form/phone-fields.tsx';
import { SettingsSection } from '../settings-section.tsx';

interface ProfileValues {
  firstName: string;
  lastName: string;
  phone: { dialCode: string; number: string };
  locale: 'en' | 'nb';
  newsletterSubscribed: boolean;
  business: { companyName: string; rcNumber: string; fleetSize: string; contactPerson: string };
}

function valuesOf(user: UserDto): ProfileValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: { dialCode: user.phone?.dialCode ?? '+234', number: user.phone?.number ?? '' },
    locale: user.locale,
    newsletterSubscribed: user.newsletterSubscribed,
    business: {
      companyName: user.business?.companyName ?? '',
      rcNumber: user.business?.rcNumber ?? '',
      fleetSize: user.business ? String(user.business.fleetSize) : '',
      contactPerson: user.business?.contactPerson ?? '',
    },
  };
}

/** The update request: an empty phone removes it, business details only for business accounts. */
function toRequest(values: ProfileValues, user: UserDto) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    phone: values.phone.number.trim() ? values.phone : null,
    locale: values.locale,
    newsletterSubscribed: values.newsletterSubscribed,
    business: user.accountType === 'business' ? values.business : undefined,
  };
}

export function ProfileDetailsForm({ user }: { user: UserDto }) {
  const { t } = useTranslation(['settings', 'users', 'validation', 'errors']);
  const update = useUpdateMe();
  return (
    <SettingsSection title={t('profile.title')} description={t('profile.description')}>
      <Formik
        initialValues={valuesOf(user)}
        enableReinitialize
        validate={validateWith(updateMeSchema, (values: ProfileValues) => toRequest(values, user))}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            const request: UpdateMeInput = await updateMeSchema.validate(toRequest(values, user), {
              stripUnknown: true,
            });
            const saved = await update.mutateAsync(request);
            showToast(t('profile.saved'));
            if (isLocale(saved.locale)) await changeLocale(saved.locale);
          } catch (error) {
            applyServerError(error, values, helpers);
          }
        }}
      >
        <Form noValidate className="space-y-5">
          <FormError />
          <div className="grid gap-5 sm:grid-cols-2">
            <FormTextField name="firstName" label={t('users:fields.firstName')} autoComplete="given-name" />
            <FormTextField name="lastName" label={t('users:fields.lastName')} autoComplete="family-name" />
          </div>
          <div>
            <p className="mb-1.5 text-sm font-medium text-slate-800">{t('users:fields.email')}</p>
            <p className="break-all text-slate-700">{user.email}</p>
          </div>
          <div>
            <PhoneFields name="phone" legend={t('users:fields.phoneOptional')} />
            {user.phone && (
              <p className="mt-1.5 text-sm text-slate-500">
                {user.phone.verified ? t('profile.phoneVerified') : t('profile.phoneNotVerified')}
              </p>
            )}
          </div>
          <FormSelectField
            name="locale"
            label={t('profile.locale')}
            autoComplete="language"
            frameClassName="sm:max-w-xs"
          >
            <option value="en">English</option>
            <option value="nb">Norsk (bokmål)</option>
          </FormSelectField>
          <FormCheckboxField name="newsletterSubscribed" label={t('profile.newsletter')} />
          {user.accountType === 'business' && (
            <fieldset className="space-y-5 border-t border-slate-200 pt-5">
              <legend className="sr-only">{t('users:business.companyLegend')}</legend>
              <p aria-hidden className="text-base font-semibold text-slate-900">
                {t('users:business.companyLegend')}
              </p>
              <FormTextField
                name="business.companyName"
                label={t('users:fields.companyName')}
                autoComplete="organization"
              />
              <div className="grid gap-5 sm:grid-cols-2">
                <FormTextField
                  name="business.rcNumber"
                  label={t('users:fields.rcNumber')}
                  hint={t('users:business.rcHint')}
                  autoComplete="off"
                  autoCapitalize="characters"
                />
                <FormTextField
                  name="business.fleetSize"
                  label={t('users:fields.fleetSize')}
                  type="number"
                  inputMode="numeric"
                  min={1}
                />
              </div>
              <FormTextField
                name="business.contactPerson"
                label={t('users:fields.contactPerson')}
                autoComplete="name"
              />
            </fieldset>
          )}
          <SubmitButton className="w-full sm:w-auto">{t('profile.save')}</SubmitButton>
        </Form>
      </Formik>
    </SettingsSection>
  );
}
