import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  MAINTENANCE_LIMITS as L,
  type MaintenanceStatus,
  type MaintenanceTimeWindow,
} from './maintenance-request.constants.ts';
import {
  cancelMaintenanceSchema,
  createMaintenanceSchema,
  maintenanceIdParamsSchema,
  myMaintenancesQuerySchema,
  payForMaintenanceSchema,
  updateMaintenanceSchema,
  type CreateMaintenanceInput,
  type MaintenanceSchemaContext,
  type PayForMaintenanceInput,
} from './maintenance-request.schemas.ts';

const today = '2026-03-05';
const context: MaintenanceSchemaContext = { today };
const vehicleId = '6f1d2a4e-8b7c-4d3e-9f10-1a2b3c4d5e6f';
const requestId = '0b6e3c1e-5d0a-4b8e-9c61-2f3a4b5c6d7e';
const cardId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const address = {
  line: '12 Admiralty Way',
  landmark: 'Opposite the Total filling station',
  town: 'Lekki',
  lga: 'Eti-Osa',
  state: 'Lagos',
  lat: 6.4474,
  lng: 3.4723,
};

const valid = {
  vehicleId,
  services: ['brake-repair', 'diagnostics'],
  description: 'The brakes squeal when I stop and the pedal feels soft.',
  address,
  preferredDate: '2026-03-07',
  timeWindow: 'morning',
  submit: true,
};

const create = (body: unknown) => createMaintenanceSchema.validate(body, { context });

describe('create-new-maintenance body', () => {
  it('when the request is well formed, then it passes as sent', async () => {
    await expect(create(valid)).resolves.toEqual(valid);
  });

  it('when submit is left out, then the request is saved as a draft', async () => {
    const { submit: _submit, ...draft } = valid;
    await expect(create(draft)).resolves.toMatchObject({ submit: false });
  });

  it('when the address has no landmark, then the landmark is null (the shared address schema)', async () => {
    const { landmark: _landmark, ...withoutLandmark } = address;
    await expect(create({ ...valid, address: withoutLandmark })).resolves.toMatchObject({
      address: { landmark: null },
    });
  });

  it('when the address has no point on the map, then it is refused', async () => {
    const { lat: _lat, lng: _lng, ...withoutPoint } = address;
    await expect(create({ ...valid, address: withoutPoint })).rejects.toThrow('validation:addressLocationRequired');
  });

  it('when the vehicle id is not a uuid, then a vehicle must be chosen', async () => {
    await expect(create({ ...valid, vehicleId: 'car-1' })).rejects.toThrow('validation:vehicleIdInvalid');
  });

  it('when no service is chosen, or too many, or one twice, or a slug is malformed, then services say so', async () => {
    await expect(create({ ...valid, services: [] })).rejects.toThrow('validation:maintenanceServicesRequired');
    const tooMany = Array.from({ length: L.servicesMax + 1 }, (_, index) => `service-${index}`);
    await expect(create({ ...valid, services: tooMany })).rejects.toThrow('validation:maintenanceServicesTooMany');
    await expect(create({ ...valid, services: ['diagnostics', 'diagnostics'] })).rejects.toThrow(
      'validation:serviceInvalid',
    );
    await expect(create({ ...valid, services: ['Brake Repair'] })).rejects.toThrow('validation:serviceInvalid');
  });

  it('when the description is too short once trimmed, or too long, then it is refused', async () => {
    await expect(create({ ...valid, description: `   ${'x'.repeat(L.descriptionMin - 1)}   ` })).rejects.toThrow(
      'validation:maintenanceDescriptionTooShort',
    );
    await expect(create({ ...valid, description: 'x'.repeat(L.descriptionMax + 1) })).rejects.toThrow(
      'validation:maintenanceDescriptionTooLong',
    );
    await expect(create({ ...valid, description: '' })).rejects.toThrow('validation:maintenanceDescriptionRequired');
    await expect(create({ ...valid, description: `  ${'x'.repeat(L.descriptionMin)}  ` })).resolves.toMatchObject({
      description: 'x'.repeat(L.descriptionMin),
    });
  });

  it('when the preferred date is today in Lagos or the last day one may book ahead, then it passes', async () => {
    await expect(create({ ...valid, preferredDate: today })).resolves.toBeDefined();
    await expect(create({ ...valid, preferredDate: '2026-05-04' })).resolves.toBeDefined();
  });

  it.each([
    ['yesterday in Lagos', '2026-03-04', 'validation:preferredDateInPast'],
    [`more than ${L.bookAheadDaysMax} days ahead`, '2026-05-05', 'validation:preferredDateTooFar'],
    ['not a real day', '2026-02-30', 'validation:calendarDateInvalid'],
    ['in another format', '07/03/2026', 'validation:calendarDateInvalid'],
    ['missing', undefined, 'validation:preferredDateRequired'],
  ])('when the preferred date is %s, then it is refused', async (_, preferredDate, message) => {
    await expect(create({ ...valid, preferredDate })).rejects.toThrow(message);
  });

  it('when no today is given, then the Lagos date of the clock is today', async () => {
    await expect(createMaintenanceSchema.validate({ ...valid, preferredDate: '2000-01-01' })).rejects.toThrow(
      'validation:preferredDateInPast',
    );
  });

  it('when the time window is not one of the windows, then it is refused', async () => {
    await expect(create({ ...valid, timeWindow: 'night' })).rejects.toThrow('validation:timeWindowInvalid');
    await expect(create({ ...valid, timeWindow: 'evening' })).resolves.toMatchObject({ timeWindow: 'evening' });
  });

  it('types the time window as one of the windows', () => {
    expectTypeOf<CreateMaintenanceInput['timeWindow']>().toEqualTypeOf<MaintenanceTimeWindow>();
  });
});

describe('update-maintenance body', () => {
  const update = (body: unknown) => updateMaintenanceSchema.validate(body, { context });

  it('when only the time window changes, then only it is there', async () => {
    const body = await update({ id: requestId, timeWindow: 'afternoon' });
    expect(Object.entries(body).filter(([, value]) => value !== undefined)).toEqual([
      ['id', requestId],
      ['timeWindow', 'afternoon'],
    ]);
  });

  it('when nothing but the id is sent, or submit is false, then there is nothing to update', async () => {
    await expect(update({ id: requestId })).rejects.toThrow('validation:nothingToUpdate');
    await expect(update({ id: requestId, submit: false })).rejects.toThrow('validation:nothingToUpdate');
  });

  it('when a draft is only submitted, then that is a change', async () => {
    await expect(update({ id: requestId, submit: true })).resolves.toMatchObject({ submit: true });
  });

  it('when a field is sent, then it is checked as on create', async () => {
    await expect(update({ id: requestId, preferredDate: '2026-03-01' })).rejects.toThrow(
      'validation:preferredDateInPast',
    );
    await expect(update({ id: requestId, services: [] })).rejects.toThrow('validation:maintenanceServicesRequired');
    await expect(update({ id: requestId, address: { ...address, state: 'Texas' } })).rejects.toThrow(
      'validation:addressStateInvalid',
    );
  });

  it('when the id is missing or not a uuid, then the request is unknown', async () => {
    await expect(update({ description: valid.description })).rejects.toThrow('validation:maintenanceInvalid');
    await expect(maintenanceIdParamsSchema.validate({ id: '42' })).rejects.toThrow('validation:maintenanceInvalid');
    await expect(maintenanceIdParamsSchema.validate({ id: requestId })).resolves.toEqual({ id: requestId });
  });
});

describe('get-my-maintenances query', () => {
  it('when nothing is asked, then the first page of every status and vehicle', async () => {
    await expect(myMaintenancesQuerySchema.validate({})).resolves.toEqual({
      page: 1,
      limit: 20,
      status: null,
      vehicleId: null,
    });
  });

  it('when the query carries text (as a URL does), then numbers are read and empty filters are none', async () => {
    await expect(
      myMaintenancesQuerySchema.validate({ page: '2', limit: '50', status: 'quoted', vehicleId: '' }),
    ).resolves.toEqual({ page: 2, limit: 50, status: 'quoted', vehicleId: null });
  });

  it.each([
    [{ limit: '51' }, 'validation:limitInvalid'],
    [{ limit: '0' }, 'validation:limitInvalid'],
    [{ page: '0' }, 'validation:pageInvalid'],
    [{ status: 'paid' }, 'validation:maintenanceStatusInvalid'],
    [{ vehicleId: 'mine' }, 'validation:vehicleIdInvalid'],
  ])('when the query is %j, then it is refused', async (query, message) => {
    await expect(myMaintenancesQuerySchema.validate(query)).rejects.toThrow(message);
  });

  it('types the status filter as a status or null', async () => {
    const query = await myMaintenancesQuerySchema.validate({ status: 'open' });
    expectTypeOf(query.status).toEqualTypeOf<MaintenanceStatus | null>();
  });
});

describe('cancel-maintenance body', () => {
  it('when no reason is given, then it is null; a long one is refused', async () => {
    await expect(cancelMaintenanceSchema.validate({})).resolves.toEqual({ reason: null });
    await expect(cancelMaintenanceSchema.validate({ reason: ' Fixed it myself. ' })).resolves.toEqual({
      reason: 'Fixed it myself.',
    });
    await expect(cancelMaintenanceSchema.validate({ reason: 'x'.repeat(L.cancelReasonMax + 1) })).rejects.toThrow(
      'validation:reasonTooLong',
    );
  });
});

describe('pay-for-maintenance-services body', () => {
  const payment = { maintenanceId: requestId, quotationId: vehicleId };

  it.each(['wallet', 'new-card'])('when paying with %s and no card, then it passes', async (method) => {
    await expect(payForMaintenanceSchema.validate({ ...payment, method })).resolves.toEqual({ ...payment, method });
  });

  it('when paying with a saved card, then the card is required', async () => {
    await expect(payForMaintenanceSchema.validate({ ...payment, method: 'saved-card' })).rejects.toThrow(
      'validation:savedCardInvalid',
    );
    await expect(
      payForMaintenanceSchema.validate({ ...payment, method: 'saved-card', savedCardId: 'card-1' }),
    ).rejects.toThrow('validation:savedCardInvalid');
    await expect(
      payForMaintenanceSchema.validate({ ...payment, method: 'saved-card', savedCardId: cardId }),
    ).resolves.toEqual({ ...payment, method: 'saved-card', savedCardId: cardId });
  });

  it('when a card is given with another method, then it is refused; an empty or null card is none', async () => {
    await expect(
      payForMaintenanceSchema.validate({ ...payment, method: 'wallet', savedCardId: cardId }),
    ).rejects.toThrow('validation:savedCardNotExpected');
    await expect(
      payForMaintenanceSchema.validate({ ...payment, method: 'new-card', savedCardId: null }),
    ).resolves.toEqual({ ...payment, method: 'new-card' });
    await expect(payForMaintenanceSchema.validate({ ...payment, method: 'wallet', savedCardId: '' })).resolves.toEqual({
      ...payment,
      method: 'wallet',
    });
  });

  it('when the method, the request or the quotation is wrong, then each says so', async () => {
    await expect(payForMaintenanceSchema.validate({ ...payment, method: 'cash' })).rejects.toThrow(
      'validation:paymentMethodInvalid',
    );
    await expect(
      payForMaintenanceSchema.validate({ ...payment, maintenanceId: 'x', method: 'wallet' }),
    ).rejects.toThrow('validation:maintenanceInvalid');
    await expect(payForMaintenanceSchema.validate({ ...payment, quotationId: 'x', method: 'wallet' })).rejects.toThrow(
      'validation:quotationInvalid',
    );
  });

  it('types the method as one of the three', () => {
    expectTypeOf<PayForMaintenanceInput['method']>().toEqualTypeOf<'wallet' | 'saved-card' | 'new-card'>();
  });
});
