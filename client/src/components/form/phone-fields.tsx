import { dialCodeOptions } from '@fleetcare/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from './form-fields.tsx';

/**
 * Country code and number side by side, under one legend. `name` is the phone object's path. The code field
 * suggests every country's calling code (the shared dial-code list); the shared phone schema checks both.
 */
export function PhoneFields({ name, legend }: { name: string; legend: string }) {
  const { t, i18n } = useTranslation('common');
  const locale = i18n.resolvedLanguage ?? 'en';
  const options = useMemo(() => dialCodeOptions(locale), [locale]);
  const listId = `${name.replace(/\W/g, '-')}-dial-codes`;
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex gap-3">
        <FormTextField
          name={`${name}.dialCode`}
          label={<span className="sr-only">{t('phone.dialCode')}</span>}
          frameClassName="w-24 shrink-0 [&>label]:mb-0"
          inputMode="tel"
          autoComplete="tel-country-code"
          list={listId}
          maxLength={5}
        />
        <FormTextField
          name={`${name}.number`}
          label={<span className="sr-only">{t('phone.number')}</span>}
          frameClassName="min-w-0 flex-1 [&>label]:mb-0"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="803 123 4567"
        />
      </div>
      <datalist id={listId}>
        {options.map((option) => (
          <option key={option.country} value={option.dialCode}>
            {option.name}
          </option>
        ))}
      </datalist>
    </fieldset>
  );
}
