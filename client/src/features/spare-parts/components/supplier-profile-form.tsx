import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  completeSupplierProfileSchema,
  NIGERIAN_STATE_NAMES,
  partBrands,
  partGrades,
  saveSupplierProfileSchema,
  sparePartCategories,
  supplierMayEdit,
  type SupplierProfileDto,
} from '@fleetcare/shared';
import { AddressField } from '../../../components/address/address-field.tsx';
import { CheckboxGroup } from '../../../components/form/checkbox-group.tsx';
import { FormTextField } from '../../../components/form/form-fields.tsx';
import { FormError } from '../../../components/form/form-status.tsx';
import { applyServerError, validateWith } from '../../../components/form/server-errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import {
  useSaveSupplierProfile,
  useSubmitSupplierProfile,
  type SupplierProfileInput,
} from '../api/supplier-profile.ts';
import { profileValues, saveInput, type SupplierProfileValues } from '../lib/profile-values.ts';
import { SupplierStatusPanel } from './supplier-status-panel.tsx';

type Intent = 'save' | 'submit';

/** One titled block of the profile form, looking like the other settings pages' blocks. */
function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <div className="mt-5 space-y-6">{children}</div>
    </section>
  );
}

/** How many of a list are chosen, as the group's hint. */
function useChosenHint(name: keyof SupplierProfileValues): string {
  const { t } = useTranslation('spare-parts');
  const { values } = useFormikContext<SupplierProfileValues>();
  const value = values[name];
  return t('profile.fields.chosen', { count: Array.isArray(value) ? value.length : 0 });
}

function ChoiceFields() {
  const { t } = useTranslation('spare-parts');
  const option = (group: string) => (value: string) => ({ value, label: t(`${group}.${value}`) });
  const hint = {
    deliveryStates: useChosenHint('deliveryStates'),
    partCategories: useChosenHint('partCategories'),
    brands: useChosenHint('brands'),
    grades: useChosenHint('grades'),
  };
  return (
    <>
      <Section title={t('profile.sections.delivery.title')} description={t('profile.sections.delivery.description')}>
        <CheckboxGroup
          name="deliveryStates"
          legend={t('profile.fields.deliveryStates')}
          hint={hint.deliveryStates}
          options={NIGERIAN_STATE_NAMES.map(option('states'))}
          chooseAll={{ all: t('profile.fields.allStates'), none: t('profile.fields.noStates') }}
        />
      </Section>
      <Section title={t('profile.sections.parts.title')} description={t('profile.sections.parts.description')}>
        <CheckboxGroup
          name="partCategories"
          legend={t('profile.fields.partCategories')}
          hint={hint.partCategories}
          options={sparePartCategories.map(option('categories'))}
        />
        <CheckboxGroup
          name="brands"
          legend={t('profile.fields.brands')}
          hint={hint.brands}
          options={partBrands.map(option('brands'))}
        />
        <CheckboxGroup
          name="grades"
          legend={t('profile.fields.grades')}
          hint={hint.grades}
          options={partGrades.map(option('grades'))}
          wide
        />
      </Section>
    </>
  );
}

/** The form's buttons: for a draft or a rejected profile Save draft and Submit, for an approved one Save changes. */
function Actions({
  profile,
  pressed,
  press,
}: {
  profile: SupplierProfileDto;
  pressed: Intent;
  press: (intent: Intent) => void;
}) {
  const { t } = useTranslation('spare-parts');
  const { isSubmitting } = useFormikContext();
  const busy = (intent: Intent) => isSubmitting && pressed === intent && <Spinner />;
  if (profile.status === 'approved') {
    return (
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} onClick={() => press('save')}>
        {busy('save')}
        {t('profile.actions.save')}
      </Button>
    );
  }
  return (
    <>
      {/* The first submit button is the one Enter presses: saving, never sending for review by surprise. */}
      <Button type="submit" variant="secondary" disabled={isSubmitting} onClick={() => press('save')}>
        {busy('save')}
        {t('profile.actions.saveDraft')}
      </Button>
      <Button type="submit" disabled={isSubmitting} onClick={() => press('submit')}>
        {busy('submit')}
        {t(profile.status === 'rejected' ? 'profile.actions.submitAgain' : 'profile.actions.submit')}
      </Button>
    </>
  );
}

/**
 * The supplier profile form: the status and what is still missing, the business (name, CAC number), its address,
 * the states it delivers to and what it sells. A draft saves with parts still empty; submitting (and any save of an
 * approved profile, which must stay complete) checks every part first. While an admin reviews it, it is read-only.
 */
export function SupplierProfileForm({ profile }: { profile: SupplierProfileDto }) {
  const { t } = useTranslation('spare-parts');
  const save = useSaveSupplierProfile();
  const submit = useSubmitSupplierProfile();
  const intent = useRef<Intent>('save');
  const [pressed, setPressed] = useState<Intent>('save');
  const press = (next: Intent) => {
    intent.current = next;
    setPressed(next);
  };
  const editable = supplierMayEdit(profile.status);
  const mustBeComplete = () => intent.current === 'submit' || profile.status === 'approved';

  const validate = (values: SupplierProfileValues) =>
    mustBeComplete()
      ? validateWith<SupplierProfileValues>(completeSupplierProfileSchema)(values)
      : validateWith<SupplierProfileValues>(saveSupplierProfileSchema, saveInput)(values);

  const onSubmit = async (values: SupplierProfileValues, helpers: FormikHelpers<SupplierProfileValues>) => {
    helpers.setStatus(undefined);
    const sending = intent.current;
    let latest: SupplierProfileDto;
    try {
      const body = saveSupplierProfileSchema.cast(saveInput(values), { stripUnknown: true }) as SupplierProfileInput;
      latest = await save.mutateAsync(body);
      if (sending === 'submit') latest = await submit.mutateAsync();
    } catch (error) {
      applyServerError(error, values, helpers, { fieldsOfAnyCode: true });
      return;
    }
    showToast(t(sending === 'submit' ? 'profile.done.submitted' : 'profile.done.saved'));
    helpers.resetForm({ values: profileValues(latest) });
  };

  return (
    <Formik initialValues={profileValues(profile)} validate={validate} onSubmit={onSubmit}>
      <Form noValidate className="space-y-6">
        <SupplierStatusPanel profile={profile} />
        <FormError className="" />
        <fieldset disabled={!editable} className="space-y-6">
          <Section
            title={t('profile.sections.business.title')}
            description={t('profile.sections.business.description')}
          >
            <FormTextField name="businessName" label={t('profile.fields.businessName')} autoComplete="organization" />
            <FormTextField
              name="cacNumber"
              label={t('profile.fields.cacNumber')}
              hint={t('profile.fields.cacHint')}
              autoCapitalize="characters"
              spellCheck={false}
            />
          </Section>
          <Section title={t('profile.sections.address.title')} description={t('profile.sections.address.description')}>
            <AddressField name="address" legend={t('profile.fields.address')} />
          </Section>
          <ChoiceFields />
        </fieldset>
        {editable && (
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Actions profile={profile} pressed={pressed} press={press} />
          </div>
        )}
      </Form>
    </Formik>
  );
}
