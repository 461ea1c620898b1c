import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { partGrades, SPARE_PART_REQUEST_LIMITS as L, sparePartCategories } from '@fleetcare/shared';
import { CheckboxGroup } from '../../../components/form/checkbox-group.tsx';
import { FormSelectField, FormTextArea, FormTextField } from '../../../components/form/form-fields.tsx';
import { FormError, SubmitButton } from '../../../components/form/form-status.tsx';
import { applyServerError, validateWith } from '../../../components/form/server-errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { itemSchema, toItemInput, type ItemValues } from '../lib/request-values.ts';

/**
 * One part's form (adding or changing it), checked with the shared item schema as the user goes and by the server
 * on save: the part's name, number, category, quantity, the grades the customer accepts, notes.
 */
export function ItemForm({
  initialValues,
  title,
  saveLabel,
  onSave,
  onCancel,
}: {
  initialValues: ItemValues;
  title: string;
  saveLabel: string;
  onSave: (input: Awaited<ReturnType<typeof toItemInput>>) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('spare-parts');
  const categories = sparePartCategories
    .map((category) => ({ value: category, label: t(`categories.${category}`) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <Formik
      initialValues={initialValues}
      validate={validateWith(itemSchema)}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await onSave(await toItemInput(values));
        } catch (error) {
          applyServerError(error, values, helpers, { fieldsOfAnyCode: true });
        }
      }}
    >
      <Form noValidate aria-label={title} className="space-y-4 rounded-xl border border-brand-200 bg-brand-50/40 p-4">
        <p className="font-semibold text-slate-900">{title}</p>
        <FormError className="" />
        <FormTextField name="name" label={t('items.name')} hint={t('items.nameHint')} maxLength={L.partNameMax} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            name="partNumber"
            label={t('items.partNumber')}
            hint={t('items.partNumberHint')}
            maxLength={L.partNumberMax}
            autoCapitalize="characters"
            spellCheck={false}
          />
          <FormSelectField name="category" label={t('items.category')}>
            <option value="">{t('items.chooseCategory')}</option>
            {categories.map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
          </FormSelectField>
        </div>
        <FormTextField
          name="quantity"
          label={t('items.quantity')}
          type="number"
          inputMode="numeric"
          min={L.quantityMin}
          max={L.quantityMax}
          step={1}
          frameClassName="max-w-40"
        />
        <CheckboxGroup
          name="grades"
          legend={t('items.grades')}
          hint={t('items.gradesHint')}
          options={partGrades.map((grade) => ({ value: grade, label: t(`grades.${grade}`) }))}
          wide
        />
        <FormTextArea
          name="notes"
          label={t('items.notes')}
          hint={t('items.notesHint')}
          rows={3}
          maxLength={L.itemNotesMax}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            {t('items.cancel')}
          </Button>
          <SubmitButton size="md">{saveLabel}</SubmitButton>
        </div>
      </Form>
    </Formik>
  );
}
