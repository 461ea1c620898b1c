import { describe, expect, it } from 'vitest';
import { quotationStatuses } from '@fleetcare/shared';
import { AppError } from '../../lib/errors.ts';
import {
  canTransition,
  checkTransition,
  quotationTransitionNames,
  quotationTransitions,
  type QuotationActor,
} from './quotation-machine.ts';

const actors: QuotationActor[] = ['technician', 'customer', 'system'];
const cases = quotationTransitionNames.flatMap((name) =>
  quotationStatuses.flatMap((status) => actors.map((actor) => ({ name, status, actor }))),
);

describe('checkTransition: every (transition, status, actor) of the quotation process', () => {
  it.each(cases)('$name from $status by $actor', ({ name, status, actor }) => {
    const transition = quotationTransitions[name];
    const allowed = (transition.from as readonly string[]).includes(status) && transition.actor === actor;
    expect(canTransition(name, status, actor)).toBe(allowed);
    if (allowed) {
      expect(checkTransition(name, status, actor)).toBe(transition.to);
      return;
    }
    let error: unknown;
    try {
      checkTransition(name, status, actor);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'QUOTATION_STATUS_CONFLICT', status: 409, detail: status });
  });
});

describe('the quotation process', () => {
  it('when a quotation is no longer submitted, then nothing moves it again', () => {
    for (const status of quotationStatuses.filter((status) => status !== 'submitted')) {
      for (const name of quotationTransitionNames) {
        for (const actor of actors)
          expect(canTransition(name, status, actor), `${name} ${status} ${actor}`).toBe(false);
      }
    }
  });

  it('when revised, then it stays submitted; when another is booked, then it is declined by the system', () => {
    expect(checkTransition('revise', 'submitted', 'technician')).toBe('submitted');
    expect(checkTransition('lose', 'submitted', 'system')).toBe('declined');
  });

  it('when the technician tries to accept their own quotation, or the customer to withdraw it, then 409', () => {
    expect(() => checkTransition('accept', 'submitted', 'technician')).toThrow(AppError);
    expect(() => checkTransition('withdraw', 'submitted', 'customer')).toThrow(AppError);
  });
});
