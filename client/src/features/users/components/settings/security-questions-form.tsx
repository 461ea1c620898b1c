import { Form, Formik, getIn, setIn, useFormikContext, type FormikErrors } from 'formik';
import { useTranslation } from 'react-i18next';
import { ValidationError } from 'yup';
import { securityAnswersSchema, securityQuestions, type UserDto } from '@fleetcare/shared';
import { showToast } from '../../../../components/ui/toast.tsx';
import { useSaveSecurityAnswers } from '../../api/profile.ts';
import { FormSelectField, FormTextField } from '../../../../components/form/form-fields.tsx';
import { FormError, SubmitButton } from '../../../../components/form/form-status.tsx';
import { translateMessage } from '../../../../lib/error-text.ts';
import { applyServerError } from '../../../../components/form/server-errors.ts';
import { SettingsSection } from '../settings-section.tsx';

interface AnswersValues {
  answers: { question: string; answer: string }[];
}

/** The shared schema, with "three different questions" put on the rows that repeat a question. */
async function validateAnswers(values: AnswersValues): Promise<FormikErrors<AnswersValues>> {
  try {
    await securityAnswersSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    let errors: FormikErrors<AnswersValues> = {};
    for (const inner of error.inner) {
      if (inner.path === 'answers') {
        values.answers.forEach((row, index) => {
          const repeated = values.answers.some((other, at) => at !== index && other.question === row.question);
          if (row.question && repeated) errors = setIn(errors, `answers[${index}].question`, inner.message);
        });
      } else if (inner.path && getIn(errors, inner.path) === undefined) {
        errors = setIn(errors, inner.path, inner.message);
      }
    }
    return errors;
  }
}

/** A server message for the list as a whole (not for one row). */
function ListError() {
  const { errors } = useFormikContext<AnswersValues>();
  const { t } = useTranslation();
  if (typeof errors.answers !== 'string') return null;
  return <p className="text-sm text-red-700">{translateMessage(t, errors.answers)}</p>;
}

export function SecurityQuestionsForm({ user }: { user: UserDto }) {
  const { t } = useTranslation(['settings', 'validation', 'errors']);
  const save = useSaveSecurityAnswers();
  const initialValues: AnswersValues = {
    answers: [0, 1, 2].map((index) => ({ question: user.securityQuestions[index] ?? '', answer: '' })),
  };
  return (
    <SettingsSection
      title={t('questions.title')}
      description={user.securityQuestions.length > 0 ? t('questions.descriptionSaved') : t('questions.description')}
    >
      <Formik
        initialValues={initialValues}
        validate={validateAnswers}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            await save.mutateAsync({
              answers: values.answers.map((row) => ({
                question: row.question as (typeof securityQuestions)[number],
                answer: row.answer.trim(),
              })),
            });
            showToast(t('questions.saved'));
            helpers.resetForm({ values });
          } catch (error) {
            applyServerError(error, values, helpers);
          }
        }}
      >
        <Form noValidate className="space-y-5">
          <FormError />
          <ListError />
          {initialValues.answers.map((_, index) => (
            <fieldset key={index} className="grid gap-3 sm:grid-cols-2">
              <legend className="sr-only">{t('questions.row', { number: index + 1 })}</legend>
              <FormSelectField
                name={`answers[${index}].question`}
                label={t('questions.question', { number: index + 1 })}
              >
                <option value="">{t('questions.choose')}</option>
                {securityQuestions.map((question) => (
                  <option key={question} value={question}>
                    {t(`questions.list.${question}`)}
                  </option>
                ))}
              </FormSelectField>
              <FormTextField
                name={`answers[${index}].answer`}
                label={t('questions.answer', { number: index + 1 })}
                autoComplete="off"
                spellCheck={false}
              />
            </fieldset>
          ))}
          <SubmitButton className="w-full sm:w-auto">{t('questions.save')}</SubmitButton>
        </Form>
      </Formik>
    </SettingsSection>
  );
}
