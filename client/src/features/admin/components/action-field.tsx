import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import type { AdminActionFieldDescription } from '@fleetcare/shared';
import {
  FormCheckboxField,
  FormSelectField,
  FormTextArea,
  FormTextField,
} from '../../../components/form/form-fields.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { tagsOf } from '../lib/action-values.ts';
import { useResourceText } from '../lib/resource-text.ts';
import { Chip } from './field-value.tsx';
import { MarkdownField } from './markdown-field.tsx';

function TagsPreview({ name }: { name: string }) {
  const [field] = useField<string>(name);
  const tags = tagsOf(typeof field.value === 'string' ? field.value : '');
  if (tags.length === 0) return null;
  return (
    <span className="mt-2 flex flex-wrap gap-1" aria-hidden>
      {tags.map((tag) => (
        <Chip key={tag}>{tag}</Chip>
      ))}
    </span>
  );
}

/** A choice of a select: its value and its words. */
export interface SelectOption {
  value: string;
  label: string;
}

/** One field of an action's form, drawn from its description: the control its type needs, with its bounds. */
export function ActionField({
  resource,
  action,
  field,
  options,
}: {
  resource: string;
  action: string;
  field: AdminActionFieldDescription;
  /** The select's choices when the page narrows them (the roles an admin does not hold yet). */
  options?: readonly SelectOption[];
}) {
  const { t, i18n } = useTranslation('admin');
  const text = useResourceText();
  const name = `input.${field.name}`;
  const label = text.actionField(resource, action, field.name);
  // An optional field says so, unless its label already says what leaving it empty means ("Ends (empty: never)").
  const shownLabel =
    field.required || field.type === 'boolean' || label.includes('(') ? label : t('form.optional', { label });
  const money = (kobo: number) => formatMoney(kobo, i18n.resolvedLanguage);
  const range = (shown: (value: number) => string | number) =>
    field.min !== undefined && field.max !== undefined
      ? t('form.between', { min: shown(field.min), max: shown(field.max) })
      : field.min !== undefined
        ? t('form.atLeast', { min: shown(field.min) })
        : field.max !== undefined
          ? t('form.atMost', { max: shown(field.max) })
          : undefined;

  switch (field.type) {
    case 'textarea':
      return <FormTextArea name={name} label={shownLabel} rows={5} maxLength={field.max} />;
    case 'markdown':
      return <MarkdownField name={name} label={shownLabel} />;
    case 'money':
      return (
        <FormTextField
          name={name}
          label={shownLabel}
          inputMode="decimal"
          autoComplete="off"
          hint={[t('form.moneyHint'), range(money)].filter(Boolean).join(' ')}
        />
      );
    case 'integer':
      return <FormTextField name={name} label={shownLabel} inputMode="numeric" hint={range(String)} />;
    case 'decimal':
      return <FormTextField name={name} label={shownLabel} inputMode="decimal" hint={range(String)} />;
    case 'datetime':
      return <FormTextField name={name} label={shownLabel} type="datetime-local" hint={t('form.lagosTime')} />;
    case 'boolean':
      return <FormCheckboxField name={name} label={shownLabel} />;
    case 'select':
      return (
        <FormSelectField name={name} label={shownLabel}>
          <option value="">{t('form.choose')}</option>
          {(
            options ??
            (field.options ?? []).map((value) => ({
              value,
              label: text.actionOption(resource, action, field.name, value),
            }))
          ).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </FormSelectField>
      );
    case 'tags':
      return (
        <div>
          <FormTextArea name={name} label={shownLabel} hint={t('form.tagsHint')} rows={4} autoComplete="off" />
          <TagsPreview name={name} />
        </div>
      );
    default:
      return (
        <FormTextField
          name={name}
          label={shownLabel}
          maxLength={field.max}
          hint={
            field.min !== undefined && field.max !== undefined
              ? t('form.charactersBetween', { min: field.min, max: field.max })
              : field.max !== undefined
                ? t('form.charactersAtMost', { max: field.max })
                : undefined
          }
        />
      );
  }
}
