import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DecodedVin } from '@fleetcare/shared';
import { countryName } from '../../../lib/format.ts';

/**
 * What a valid VIN tells: "Made by Toyota in Japan, model year 2019" (parts the decoder could not read are left
 * out), and whether the form took the brand and year from it.
 */
export function VinDecodeNote({ decoded, prefilled }: { decoded: DecodedVin; prefilled: boolean }) {
  const { t, i18n } = useTranslation('vehicles');
  // The country's name in the user's language, else the decoder's English name.
  const country = (decoded.countryCode && countryName(decoded.countryCode, i18n.resolvedLanguage)) || decoded.country;
  const { manufacturer, modelYear: year } = decoded;
  const text =
    manufacturer && country && year
      ? t('decode.made', { manufacturer, country, year })
      : manufacturer && country
        ? t('decode.madeNoYear', { manufacturer, country })
        : manufacturer && year
          ? t('decode.madeNoCountry', { manufacturer, year })
          : manufacturer
            ? t('decode.madeByOnly', { manufacturer })
            : country && year
              ? t('decode.countryYear', { country, year })
              : null;
  return (
    <div
      role="status"
      className="mt-2 flex gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold" data-testid="vin-decoded">
          {text ?? t('decode.unknown')}
        </p>
        {prefilled && <p className="mt-0.5">{t('decode.prefilled')}</p>}
      </div>
    </div>
  );
}
