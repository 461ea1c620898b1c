import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { refusedItems } from './submit-refusal.ts';

describe("a refused submit's items", () => {
  it('names each missing item by its step, keeping the message key over the English text', () => {
    const error = new ApiError({
      code: 'TECHNICIAN_APPLICATION_INCOMPLETE',
      status: 422,
      message: 'Incomplete',
      fieldErrors: { 'references.references': 'Add at least two references.', 'payout.bankAccount': 'Add a bank.' },
      fieldErrorKeys: { 'references.references': 'validation:referencesTooFew' },
    });
    expect(refusedItems(error)).toEqual({
      items: [
        { step: 'references', field: 'references', message: 'validation:referencesTooFew' },
        { step: 'payout', field: 'bankAccount', message: 'Add a bank.' },
      ],
      others: [],
    });
  });

  it('keeps a field of no step as a message alone', () => {
    const error = new ApiError({
      code: 'TECHNICIAN_APPLICATION_INCOMPLETE',
      status: 422,
      message: 'Incomplete',
      fieldErrors: { application: 'Something else.' },
    });
    expect(refusedItems(error)).toEqual({ items: [], others: ['Something else.'] });
  });
});
