import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DecodedVin } from '@fleetcare/shared';
import { intlLocale } from '../../../lib/format.ts';

/** The country's name in the user's language (from its ISO code), else the decoder's English name. */
function countryName(decoded: DecodedVin, language: string | undefined): string | null {
  if (decoded.countryCode) {
    try {
      const name = new Intl.DisplayNames([intlLocale(language)], { type: 'region' }).of(decoded.countryCode);
      if (name) return name;
    } catch {
      // An old browser without DisplayNames: the English name below.
    }
  }
  return decoded.country;
}

/**
 * What a valid VIN tells: "Made by Toyota in Japan, model year 2019" (parts the decoder could not read are left
 * out), and whether the form took the brand and year from it.
 */
export function VinDecodeNote({ decoded, prefilled }: { decoded: DecodedVin; prefilled: boolean }) {
  const { t, i18n } = useTranslation('vehicles');
  const country = countryName(decoded, i18n.resolvedLanguage);
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
