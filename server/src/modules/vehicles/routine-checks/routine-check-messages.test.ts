import { describe, expect, it } from 'vitest';
import { dueDigestMessage, dueItemsMessage, itemName } from './routine-check-messages.ts';

const corolla = {
  fullVIN: null,
  category: 'car' as const,
  vehicleBrand: 'Toyota',
  vehicleModel: 'Corolla',
  vehicleYear: 2019,
  plateNumber: 'LAG123XY',
};

describe('due notices', () => {
  it('when items fall due, then the notice names the vehicle, the state and the items in catalogue order', () => {
    expect(
      dueItemsMessage(
        corolla,
        'due-soon',
        [
          { item: 'lights', customName: '' },
          { item: 'engine-oil', customName: '' },
        ],
        'en',
      ),
    ).toBe('2019 Toyota Corolla (LAG 123 XY) — due soon: engine oil and lights.');
    expect(dueItemsMessage(corolla, 'overdue', [{ item: 'battery', customName: '' }], 'nb')).toBe(
      '2019 Toyota Corolla (LAG 123 XY) — forfalt: batteri.',
    );
  });

  it('when many items fall due, then six are named and the rest counted', () => {
    const items = [
      'engine-oil',
      'oil-filter',
      'air-filter',
      'cabin-filter',
      'brake-pads',
      'brake-fluid',
      'coolant',
      'tyres',
    ];
    expect(
      dueItemsMessage(
        corolla,
        'overdue',
        items.map((item) => ({ item, customName: '' })),
        'en',
      ),
    ).toBe(
      '2019 Toyota Corolla (LAG 123 XY) — overdue: engine oil, oil filter, air filter, cabin filter, brake pads, brake fluid and 2 more.',
    );
  });

  it('when an item is custom, then its own name is quoted', () => {
    expect(itemName({ item: 'custom', customName: 'Grease the fifth wheel' }, 'en')).toBe('“Grease the fifth wheel”');
  });

  it('when many vehicles fall due, then the digest names five and counts the rest', () => {
    const vehicles = Array.from({ length: 7 }, (_, i) => ({
      vehicle: { ...corolla, plateNumber: `LAG${i}` },
      items: [{ item: 'lights', customName: '' }],
    }));
    const message = dueDigestMessage('due-soon', vehicles, 'en');
    expect(message.startsWith('7 vehicles have routine checks due soon: 2019 Toyota Corolla (LAG0): lights; ')).toBe(
      true,
    );
    expect(message.endsWith('(LAG4): lights; and 2 more.')).toBe(true);
    expect(dueDigestMessage('overdue', vehicles.slice(0, 4), 'nb')).toMatch(
      /^4 kjøretøy har forfalte rutinekontroller: /,
    );
  });
});
