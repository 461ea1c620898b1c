import { FieldArray, Form, Formik, useFormikContext } from 'formik';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import {
  languageLevels,
  technicianLanguages,
  technicianLanguagesSchema,
  TECHNICIAN_LIMITS,
  type TechnicianInfoDto,
} from '@fleetcare/shared';
import { FormSelectField, useFieldError } from '../../../../components/form/form-fields.tsx';
import { FormError } from '../../../../components/form/form-status.tsx';
import { Button, iconButtonClass } from '../../../../components/ui/button.tsx';
import { canEditStep } from '../../lib/registration-flow.ts';
import { FormStepNav } from '../step-layout.tsx';
import { useStepForm } from './use-step-form.ts';

const schema = yup.object({ languages: technicianLanguagesSchema });

interface LanguageRow {
  code: string;
  level: string;
}

/** The rows of languages: each a language and how well it is spoken, removable; one more added at a time. */
function LanguageRows() {
  const { t } = useTranslation('technicians');
  const { values } = useFormikContext<{ languages: LanguageRow[] }>();
  const listError = useFieldError('languages');
  const rows = values.languages;
  const unused = technicianLanguages.find((code) => !rows.some((row) => row.code === code));
  return (
    <FieldArray name="languages">
      {({ push, remove }) => (
        <div className="space-y-4">
          {rows.length === 0 && <p className="text-sm text-slate-600">{t('languages.none')}</p>}
          <ul className="space-y-4">
            {rows.map((row, index) => (
              <li
                key={index}
                className="grid grid-cols-[1fr_auto] items-end gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto]"
              >
                <FormSelectField name={`languages.${index}.code`} label={t('fields.language')}>
                  {technicianLanguages.map((code) => (
                    <option key={code} value={code}>
                      {t(`languageNames.${code}`)}
                    </option>
                  ))}
                </FormSelectField>
                <FormSelectField
                  name={`languages.${index}.level`}
                  label={t('fields.languageLevel')}
                  frameClassName="col-start-1 sm:col-start-auto"
                >
                  {languageLevels.map((level) => (
                    <option key={level} value={level}>
                      {t(`languageLevels.${level}`)}
                    </option>
                  ))}
                </FormSelectField>
                <button
                  type="button"
                  onClick={() => remove(index)}
                  className={`${iconButtonClass} col-start-2 row-start-1 self-end sm:col-start-3`}
                  aria-label={t('languages.remove', { language: t(`languageNames.${row.code}`) })}
                >
                  <Trash2 className="size-5" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
          {listError && <p className="text-sm text-red-700">{listError}</p>}
          {unused && rows.length < TECHNICIAN_LIMITS.languagesMax && (
            <Button variant="secondary" onClick={() => push({ code: unused, level: 'fluent' })}>
              <Plus className="size-4" aria-hidden />
              {t('languages.add')}
            </Button>
          )}
        </div>
      )}
    </FieldArray>
  );
}

/** Step 3: the languages the technician speaks with customers, and how well. */
export function LanguagesStep({ info }: { info: TechnicianInfoDto }) {
  const editable = canEditStep(info, 'languages');
  const initialValues: { languages: LanguageRow[] } = {
    languages:
      info.languages.length > 0 ? info.languages.map((row) => ({ ...row })) : [{ code: 'english', level: 'fluent' }],
  };
  const form = useStepForm<typeof initialValues>('languages', schema);
  return (
    <Formik initialValues={initialValues} {...form}>
      <Form noValidate>
        <FormError />
        <fieldset disabled={!editable}>
          <LanguageRows />
        </fieldset>
        <FormStepNav step="languages" editable={editable} />
      </Form>
    </Formik>
  );
}
