import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { vehicleLabel, type VehicleLabelFields, type VehicleLabelOptions } from '@fleetcare/shared';

/**
 * The shared vehicleLabel() with the category names and the word "VIN" in the user's language: the one way the
 * fleet screens name a vehicle.
 */
export function useVehicleLabel() {
  const { t } = useTranslation('vehicles');
  return useCallback(
    (fields: VehicleLabelFields, form: VehicleLabelOptions['form'] = 'short') =>
      vehicleLabel(fields, {
        form,
        categoryName: (category) => t(`categories.${category}`),
        vinWord: t('vin.word'),
        vehicleWord: t('vehicleWord'),
      }),
    [t],
  );
}
