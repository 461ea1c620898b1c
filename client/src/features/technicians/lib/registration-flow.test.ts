import { describe, expect, it } from 'vitest';
import { registrationSteps } from '@fleetcare/shared';
import { testInfo } from '../testing/fixtures.ts';
import {
  blankTechnicianInfo,
  canEditStep,
  editModeOf,
  isStepDone,
  missingOf,
  nextStep,
  previousStep,
  resumeTarget,
  stepNumber,
} from './registration-flow.ts';

describe('the registration flow', () => {
  it('when nothing is saved, then it resumes at the first step and no step is done', () => {
    const info = blankTechnicianInfo('Chinedu', 'Okafor');
    expect(resumeTarget(info)).toBe('personal');
    expect(registrationSteps.filter((step) => isStepDone(info, step))).toEqual([]);
  });

  it('when the early steps are complete, then it resumes at the first step with something missing', () => {
    const info = testInfo({ references: [], payout: { bankAccountCount: 0 } });
    expect(resumeTarget(info)).toBe('references');
    expect(missingOf(info, 'references').map((item) => item.field)).toEqual(['references']);
    expect(isStepDone(info, 'skills')).toBe(true);
    expect(isStepDone(info, 'references')).toBe(false);
    expect(isStepDone(info, 'payout')).toBe(false);
  });

  it('when a step saved by Next has nothing missing but was never saved, then it is not done', () => {
    const info = testInfo({ savedSteps: ['personal'] });
    expect(isStepDone(info, 'personal')).toBe(true);
    expect(isStepDone(info, 'languages')).toBe(false);
    // Uploads and references are done by what they hold.
    expect(isStepDone(info, 'credentials')).toBe(true);
  });

  it('when everything is there, then it resumes at the review, which is done only once submitted', () => {
    expect(resumeTarget(testInfo())).toBe('review');
    expect(isStepDone(testInfo(), 'review')).toBe(false);
    expect(isStepDone(testInfo({ status: 'pending' }), 'review')).toBe(true);
  });

  it('when the application is with FleetCare or decided, then opening the registration shows the status', () => {
    for (const status of ['pending', 'in-review', 'approved', 'suspended', 'deactivated'] as const) {
      expect(resumeTarget(testInfo({ status })), status).toBe('status');
    }
    for (const status of ['changes-requested', 'rejected'] as const) {
      expect(resumeTarget(testInfo({ status, references: [] })), status).toBe('references');
    }
  });

  it('locks the sections while waiting for review and stops them while suspended', () => {
    expect(editModeOf({ status: 'incomplete' })).toBe('edit');
    expect(editModeOf({ status: 'changes-requested' })).toBe('edit');
    expect(editModeOf({ status: 'rejected' })).toBe('edit');
    expect(editModeOf({ status: 'pending' })).toBe('locked');
    expect(editModeOf({ status: 'in-review' })).toBe('locked');
    expect(editModeOf({ status: 'approved' })).toBe('approved');
    expect(editModeOf({ status: 'suspended' })).toBe('stopped');
    expect(editModeOf({ status: 'deactivated' })).toBe('stopped');
  });

  it('opens each step as the server allows it in each status', () => {
    const open = (status: Parameters<typeof canEditStep>[0]['status']) =>
      registrationSteps.filter((step) => canEditStep({ status }, step));
    expect(open('incomplete')).toEqual([...registrationSteps]);
    expect(open('rejected')).toEqual([...registrationSteps]);
    expect(open('in-review')).toEqual([]);
    expect(open('approved')).not.toContain('references');
    expect(open('approved')).toContain('skills');
    expect(open('suspended')).toEqual(['personal']);
  });

  it('numbers the steps from 1 to 10 and walks them in order', () => {
    expect(stepNumber('personal')).toBe(1);
    expect(stepNumber('review')).toBe(10);
    expect(previousStep('personal')).toBeUndefined();
    expect(nextStep('personal')).toBe('skills');
    expect(previousStep('review')).toBe('payout');
    expect(nextStep('review')).toBeUndefined();
  });
});
