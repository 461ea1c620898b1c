import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { v } from '../validation/messages.ts';
import { missingSupplierItems } from './supplier-completeness.ts';
import {
  canSupplierTransition,
  supplierEditRules,
  supplierMayEdit,
  supplierStatuses,
  supplierTransitionNames,
} from './supplier.constants.ts';
import { completeSupplierProfileSchema, normaliseCacNumber, saveSupplierProfileSchema } from './supplier.schemas.ts';

/** The field errors of a value, path → message (empty when it passes). */
async function errorsOf(schema: { validate: (value: unknown, options: object) => Promise<unknown> }, value: unknown) {
  try {
    await schema.validate(value, { abortEarly: false, stripUnknown: true });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path, inner.message]));
  }
}

const ladipo = {
  line: '14 Ladipo Street',
  landmark: 'Beside the Ladipo market gate',
  town: 'Mushin',
  lga: 'Mushin',
  state: 'Lagos',
  lat: 6.5355,
  lng: 3.3506,
};

const complete = {
  businessName: 'Bello Auto Parts Ltd',
  cacNumber: 'RC 1456789',
  address: ladipo,
  deliveryStates: ['Lagos', 'Ogun'],
  partCategories: ['brakes', 'filters'],
  brands: ['toyota', 'honda'],
  grades: ['new-oem', 'tokunbo'],
};

describe('a CAC registration number', () => {
  it.each([
    ['RC 1234567', 'RC 1234567'],
    ['rc1234567', 'RC 1234567'],
    ['RC-1234567', 'RC 1234567'],
    [' bn 123 4567 ', 'BN 1234567'],
    ['BN.2345678', 'BN 2345678'],
    ['RC 7', 'RC 7'],
    ['RC 12345678', 'RC 12345678'],
  ])('when written %j, then it is stored as %j', (written, stored) => {
    expect(normaliseCacNumber(written)).toBe(stored);
  });

  it.each(['1234567', 'IT 1234567', 'RC', 'RC 0123456', 'RC 123456789', 'RC 12a4567', 'CAC 1234567', ''])(
    'when written %j, then it is not one',
    (written) => {
      expect(normaliseCacNumber(written)).toBeNull();
    },
  );

  it('when saved, then the schema stores its one form; a wrong one names the field', async () => {
    expect(saveSupplierProfileSchema.validateSync({ cacNumber: 'rc-1456789' }).cacNumber).toBe('RC 1456789');
    expect(await errorsOf(saveSupplierProfileSchema, { cacNumber: '1456789' })).toEqual({
      cacNumber: v.cacNumberInvalid,
    });
  });
});

describe('saving a draft', () => {
  it('when nothing is given, then it is an empty draft', () => {
    expect(saveSupplierProfileSchema.validateSync({})).toEqual({
      businessName: '',
      cacNumber: '',
      address: null,
      deliveryStates: [],
      partCategories: [],
      brands: [],
      grades: [],
    });
  });

  it('when every part is given, then they come through trimmed and normalised', () => {
    const saved = saveSupplierProfileSchema.validateSync({
      ...complete,
      businessName: '  Bello Auto Parts Ltd\u200b ',
      cacNumber: 'rc1456789',
    });
    expect(saved).toEqual({ ...complete, address: { ...ladipo } });
  });

  it('when a choice is not on its list or comes twice, then its field says so', async () => {
    expect(
      await errorsOf(saveSupplierProfileSchema, {
        deliveryStates: ['Lagos', 'Atlantis'],
        partCategories: ['brakes', 'brakes'],
        brands: ['tesla'],
        grades: ['refurbished'],
      }),
    ).toEqual({
      'deliveryStates[1]': v.deliveryStateInvalid,
      partCategories: v.partCategoryInvalid,
      'brands[0]': v.partBrandInvalid,
      'grades[0]': v.partGradeInvalid,
    });
  });

  it('when the business name is too long or the address lacks its place, then each field says so', async () => {
    expect(
      await errorsOf(saveSupplierProfileSchema, {
        businessName: 'B'.repeat(121),
        address: { ...ladipo, town: '', lat: null, lng: null },
      }),
    ).toEqual({
      businessName: v.businessNameTooLong,
      'address.town': v.addressTownRequired,
      'address.lat': v.addressLocationRequired,
      'address.lng': v.addressLocationRequired,
    });
  });
});

describe('a complete profile', () => {
  it('when every part is given, then it may be submitted and nothing is missing', async () => {
    expect(await errorsOf(completeSupplierProfileSchema, complete)).toEqual({});
    expect(missingSupplierItems(complete)).toEqual([]);
  });

  it('when parts are empty, then the schema and the missing list name the same fields with the same words', async () => {
    const empty = {
      businessName: '',
      cacNumber: '',
      address: null,
      deliveryStates: [],
      partCategories: [],
      brands: [],
      grades: [],
    };
    const missing = missingSupplierItems(empty);
    expect(missing.map((item) => item.field)).toEqual([
      'businessName',
      'cacNumber',
      'address',
      'deliveryStates',
      'partCategories',
      'brands',
      'grades',
    ]);
    const errors = await errorsOf(completeSupplierProfileSchema, { ...empty, address: undefined });
    for (const item of missing.filter((entry) => entry.field !== 'address')) {
      expect(errors[item.field]).toBe(item.message);
    }
    expect(missing.find((item) => item.field === 'address')?.message).toBe(v.supplierAddressRequired);
  });

  it('when only the business name is blank spaces, then it is missing', () => {
    expect(missingSupplierItems({ ...complete, businessName: '  ' })).toEqual([
      { field: 'businessName', message: v.businessNameRequired },
    ]);
  });
});

describe('the profile process', () => {
  it('a supplier submits a draft or a rejected profile; only an admin decides, and only a submitted one', () => {
    const allowed = supplierTransitionNames.flatMap((name) =>
      supplierStatuses.flatMap((status) =>
        (['supplier', 'admin'] as const)
          .filter((actor) => canSupplierTransition(name, status, actor))
          .map((actor) => `${actor} ${name} from ${status}`),
      ),
    );
    expect(allowed).toEqual([
      'supplier submit from draft',
      'supplier submit from rejected',
      'admin approve from submitted',
      'admin reject from submitted',
      'admin accept-changes from approved',
    ]);
  });

  it('while an admin has the profile nothing may change; an approved supplier’s identity goes to review', () => {
    expect(supplierStatuses.filter(supplierMayEdit)).toEqual(['draft', 'approved', 'rejected']);
    expect(supplierEditRules.approved).toEqual({ identity: 'review', coverage: 'edit' });
  });
});
