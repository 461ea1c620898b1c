import { describe, expect, it } from 'vitest';
import { vehicleLabel } from './vehicle-label.ts';
import type { VehicleLabelFields } from './vehicle.dto.ts';

const corolla: VehicleLabelFields = {
  fullVIN: 'JTDBR32E720051234',
  category: 'car',
  vehicleBrand: 'Toyota',
  vehicleModel: 'Corolla',
  vehicleYear: 2019,
};

describe('vehicleLabel', () => {
  it('names a vehicle by year, make and model (the short form)', () => {
    expect(vehicleLabel(corolla)).toBe('2019 Toyota Corolla');
    expect(vehicleLabel(corolla, { form: 'short' })).toBe('2019 Toyota Corolla');
  });

  it('adds the category and the end of the VIN in the long form', () => {
    expect(vehicleLabel(corolla, { form: 'long' })).toBe('2019 Toyota Corolla · Car · VIN …1234');
  });

  it('when there is no VIN, then the long form leaves it out', () => {
    expect(vehicleLabel({ ...corolla, fullVIN: null }, { form: 'long' })).toBe('2019 Toyota Corolla · Car');
  });

  it('when brand and model are blank, then the category names the vehicle', () => {
    const keke: VehicleLabelFields = { ...corolla, category: 'tricycle', vehicleBrand: ' ', vehicleModel: '' };
    expect(vehicleLabel(keke)).toBe('2019 Tricycle');
    expect(vehicleLabel(keke, { form: 'long' })).toBe('2019 Tricycle · VIN …1234');
  });

  it('names the category "other" as such beside a make and model', () => {
    expect(vehicleLabel({ ...corolla, category: 'other' }, { form: 'long' })).toBe(
      '2019 Toyota Corolla · Other · VIN …1234',
    );
  });

  it('when brand and model are blank in the category "other", then the plain word names the vehicle', () => {
    const unnamed: VehicleLabelFields = { ...corolla, category: 'other', vehicleBrand: '', vehicleModel: '' };
    expect(vehicleLabel(unnamed)).toBe('2019 Vehicle');
    expect(vehicleLabel(unnamed, { vehicleWord: 'Kjøretøy' })).toBe('2019 Kjøretøy');
  });

  it('uses the translated category name and VIN word it is given', () => {
    const label = vehicleLabel(
      { ...corolla, category: 'pickup' },
      { form: 'long', categoryName: () => 'Pickup (nb)', vinWord: 'Understell' },
    );
    expect(label).toBe('2019 Toyota Corolla · Pickup (nb) · Understell …1234');
  });

  it('trims the parts', () => {
    expect(vehicleLabel({ ...corolla, vehicleBrand: ' Toyota ', vehicleModel: ' Hilux ' })).toBe('2019 Toyota Hilux');
  });
});
