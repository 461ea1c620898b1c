import { Plus, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ValidationError } from 'yup';
import {
  formatCalendarDate,
  recommendationUrgencies,
  REPORT_LIMITS,
  updateVehicleInspectionReportSchema,
  type RecommendationUrgency,
} from '@fleetcare/shared';
import { Button, iconButtonClass } from '../../../../components/ui/button.tsx';
import { SelectInput, TextInput } from '../../../../components/ui/field.tsx';
import { translateMessage } from '../../../../lib/error-text.ts';
import type { ReportFieldsChange, ShownReport } from '../offline/pending-ops.ts';
import { PendingMark, TextArea } from './editor-parts.tsx';

interface FieldsValues {
  summary: string;
  recommendations: { key: number; text: string; urgency: RecommendationUrgency }[];
  mileageKm: string;
  nextServiceDate: string;
  nextServiceKm: string;
}

const kmText = (km: number | null) => (km === null ? '' : String(km));

function valuesOf(report: ShownReport): FieldsValues {
  return {
    summary: report.summary,
    recommendations: report.recommendations.map((item, key) => ({ key, text: item.text, urgency: item.urgency })),
    mileageKm: kmText(report.mileageKm),
    nextServiceDate: report.nextServiceDate ?? '',
    nextServiceKm: kmText(report.nextServiceKm),
  };
}

/**
 * The change to send: only what differs from the report as shown (a field emptied is left as it is: the server
 * keeps a value once given). Answers the schema's messages by field when something is wrong.
 */
function changeOf(
  values: FieldsValues,
  report: ShownReport,
): { change: ReportFieldsChange } | { errors: Record<string, string> } {
  const input: Record<string, unknown> = {};
  if (values.summary.trim() !== report.summary) input.summary = values.summary;
  const recommendations = values.recommendations
    .filter((item) => item.text.trim() !== '')
    .map(({ text, urgency }) => ({ text, urgency }));
  if (JSON.stringify(recommendations) !== JSON.stringify(report.recommendations))
    input.recommendations = recommendations;
  if (values.mileageKm.trim() !== '' && values.mileageKm.trim() !== kmText(report.mileageKm))
    input.mileageKm = values.mileageKm.trim();
  if (values.nextServiceDate !== '' && values.nextServiceDate !== (report.nextServiceDate ?? ''))
    input.nextServiceDate = values.nextServiceDate;
  if (values.nextServiceKm.trim() !== '' && values.nextServiceKm.trim() !== kmText(report.nextServiceKm))
    input.nextServiceKm = values.nextServiceKm.trim();
  try {
    const change = updateVehicleInspectionReportSchema.validateSync(input, { abortEarly: false, stripUnknown: true });
    return { change: change as ReportFieldsChange };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner) if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message;
    return { errors };
  }
}

/** The report's summary, recommendations with their urgency, the mileage and the next service. */
export function ReportFields({
  report,
  onSave,
}: {
  report: ShownReport;
  onSave: (change: ReportFieldsChange) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation(['report-editor', 'reports', 'validation']);
  const headingId = useId();
  const [values, setValues] = useState(() => valuesOf(report));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const [nextKey, setNextKey] = useState(values.recommendations.length);
  const set = (change: Partial<FieldsValues>) => {
    setValues((old) => ({ ...old, ...change }));
    setSaved(false);
  };
  const error = (path: string) => (errors[path] ? translateMessage(t, errors[path]) : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = changeOf(values, report);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    if (Object.keys(result.change).length > 0) void onSave(result.change);
    setSaved(true);
  };
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="text-base font-semibold text-slate-900">
          {t('fields.title')}
        </h4>
        {report.fieldsPending && <PendingMark />}
      </div>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <TextArea
          label={t('fields.summary')}
          hint={t('fields.summaryHint')}
          rows={4}
          value={values.summary}
          error={error('summary')}
          onChange={(event) => set({ summary: event.target.value })}
        />
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-800">{t('fields.recommendations')}</legend>
          <p className="text-sm text-slate-500">{t('fields.recommendationsHint')}</p>
          {values.recommendations.map((item, index) => (
            <div key={item.key} className="space-y-2 rounded-lg border border-slate-200 p-2">
              <div className="flex items-start gap-1">
                <TextInput
                  label={t('fields.recommendationText', { n: index + 1 })}
                  value={item.text}
                  error={error(`recommendations[${index}].text`)}
                  maxLength={REPORT_LIMITS.recommendationTextMax + 50}
                  frameClassName="min-w-0 flex-1"
                  onChange={(event) =>
                    set({
                      recommendations: values.recommendations.map((each) =>
                        each.key === item.key ? { ...each, text: event.target.value } : each,
                      ),
                    })
                  }
                />
                <button
                  type="button"
                  className={`${iconButtonClass} mt-7`}
                  aria-label={t('fields.removeRecommendation', { n: index + 1 })}
                  onClick={() =>
                    set({ recommendations: values.recommendations.filter((each) => each.key !== item.key) })
                  }
                >
                  <X className="size-5" aria-hidden />
                </button>
              </div>
              <SelectInput
                label={t('fields.urgency', { n: index + 1 })}
                value={item.urgency}
                onChange={(event) =>
                  set({
                    recommendations: values.recommendations.map((each) =>
                      each.key === item.key ? { ...each, urgency: event.target.value as RecommendationUrgency } : each,
                    ),
                  })
                }
              >
                {recommendationUrgencies.map((urgency) => (
                  <option key={urgency} value={urgency}>
                    {t(`reports:urgency.${urgency}`)}
                  </option>
                ))}
              </SelectInput>
            </div>
          ))}
          {values.recommendations.length < REPORT_LIMITS.recommendationsMax && (
            <Button
              variant="secondary"
              className="w-full sm:w-auto"
              onClick={() => {
                set({ recommendations: [...values.recommendations, { key: nextKey, text: '', urgency: 'now' }] });
                setNextKey(nextKey + 1);
              }}
            >
              <Plus className="size-4" aria-hidden />
              {t('fields.addRecommendation')}
            </Button>
          )}
        </fieldset>
        <TextInput
          label={t('fields.mileage')}
          hint={t('fields.mileageHint')}
          inputMode="numeric"
          autoComplete="off"
          value={values.mileageKm}
          error={error('mileageKm')}
          frameClassName="max-w-60"
          onChange={(event) => set({ mileageKm: event.target.value })}
        />
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-800">{t('fields.nextServiceHint')}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextInput
              label={t('fields.nextServiceDate')}
              type="date"
              // The browser writes the date in its own order (mm/dd/yyyy in an English browser): the hint says the
              // chosen day in the app's language.
              hint={
                values.nextServiceDate ? formatCalendarDate(values.nextServiceDate, i18n.resolvedLanguage) : undefined
              }
              value={values.nextServiceDate}
              error={error('nextServiceDate')}
              onChange={(event) => set({ nextServiceDate: event.target.value })}
            />
            <TextInput
              label={t('fields.nextServiceKm')}
              inputMode="numeric"
              autoComplete="off"
              value={values.nextServiceKm}
              error={error('nextServiceKm')}
              onChange={(event) => set({ nextServiceKm: event.target.value })}
            />
          </div>
        </fieldset>
        <Button type="submit" className="w-full sm:w-auto">
          {t('fields.save')}
        </Button>
        {saved && (
          <p role="status" className="text-sm text-brand-800">
            {t('fields.saved')}
          </p>
        )}
      </form>
    </section>
  );
}
