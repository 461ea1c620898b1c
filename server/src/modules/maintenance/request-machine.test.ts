import { describe, expect, it } from 'vitest';
import { maintenanceClosedStatuses, maintenanceStatuses, v } from '@fleetcare/shared';
import { AppError } from '../../lib/errors.ts';
import {
  canEdit,
  canTransition,
  checkEdit,
  checkTransition,
  editableFields,
  requestEditableFields,
  requestTransitionNames,
  requestTransitions,
  type RequestActor,
} from './request-machine.ts';

const actors: RequestActor[] = ['customer', 'technician', 'system', 'admin'];
const cases = requestTransitionNames.flatMap((name) =>
  maintenanceStatuses.flatMap((status) => actors.map((actor) => ({ name, status, actor }))),
);

/** The error `run` throws, or undefined. */
function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('checkTransition: every (transition, status, actor) of the request process', () => {
  it.each(cases)('$name from $status by $actor', ({ name, status, actor }) => {
    const transition = requestTransitions[name];
    const allowed =
      (transition.from as readonly string[]).includes(status) &&
      (transition.actors as readonly RequestActor[]).includes(actor);
    expect(canTransition(name, status, actor)).toBe(allowed);
    const call = () => checkTransition(name, status, actor, 'The customer asked us to.');
    if (allowed) {
      expect(call()).toBe(transition.to);
      return;
    }
    const error = thrown(call);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', status: 409, detail: status });
  });
});

describe('the request process', () => {
  it('when a request is over (completed, expired, canceled), then nothing moves it again', () => {
    for (const name of requestTransitionNames) {
      for (const status of ['completed', 'expired', 'canceled'] as const) {
        for (const actor of actors) expect(canTransition(name, status, actor), `${name} ${status}`).toBe(false);
      }
    }
  });

  it('when an admin cancels without a reason, then 400 asks for one; with one, the request is canceled', () => {
    for (const reason of [undefined, null, '', '   ']) {
      const error = thrown(() => checkTransition('admin-cancel', 'open', 'admin', reason));
      expect(error).toMatchObject({
        code: 'VALIDATION_FAILED',
        status: 400,
        fieldErrorKeys: { reason: v.reasonRequired },
      });
    }
    expect(checkTransition('admin-cancel', 'quoted', 'admin', 'Duplicate of another request.')).toBe('canceled');
  });

  it('when the last live quotation of a quoted request goes, then it is open again; an open one stays refused', () => {
    expect(checkTransition('last-quotation-gone', 'quoted', 'system')).toBe('open');
    expect(thrown(() => checkTransition('last-quotation-gone', 'open', 'system'))).toMatchObject({
      code: 'MAINTENANCE_STATUS_CONFLICT',
      detail: 'open',
    });
  });

  it('when the customer cancels, then no reason is needed', () => {
    expect(checkTransition('cancel', 'draft', 'customer')).toBe('canceled');
  });

  it('when the status is refused, then the reason is not looked at: the conflict comes first', () => {
    expect(thrown(() => checkTransition('admin-cancel', 'booked', 'admin'))).toMatchObject({
      code: 'MAINTENANCE_STATUS_CONFLICT',
      detail: 'booked',
    });
  });
});

describe('editableFields: what the customer may change in each status', () => {
  const editCases = maintenanceStatuses.flatMap((status) => requestEditableFields.map((field) => ({ status, field })));

  it.each(editCases)('$field while $status', ({ status, field }) => {
    const allowed = editableFields[status].includes(field);
    expect(canEdit(status, field)).toBe(allowed);
    const error = thrown(() => checkEdit(status, [field]));
    if (allowed) {
      expect(error).toBeUndefined();
    } else {
      expect(error).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', status: 409, detail: status });
    }
  });

  it('when a draft, then everything may change', () => {
    expect([...editableFields.draft].sort()).toEqual([...requestEditableFields].sort());
  });

  it('when submitted (open, quoted), then only the date, time window, description and media may change', () => {
    for (const status of ['open', 'quoted'] as const) {
      expect([...editableFields[status]].sort()).toEqual(['description', 'media', 'preferredDate', 'timeWindow']);
    }
  });

  it('when closed, then nothing may change', () => {
    for (const status of maintenanceClosedStatuses) expect(editableFields[status]).toEqual([]);
  });

  it('when one of several fields is locked, then the whole edit is refused, naming the fields', () => {
    const error = thrown(() => checkEdit('quoted', ['description', 'address', 'services']));
    expect(error).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: 'quoted' });
    expect((error as Error).message).toContain('address, services');
  });
});
