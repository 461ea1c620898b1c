import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminActionDescription } from '@fleetcare/shared';
import { renderRoutes } from '../../../test/render.tsx';
import { suspendAction } from '../testing/fixtures.ts';
import { ActionDialog } from './action-dialog.tsx';

/** A technician application's rejection, as the server describes it: its reason is the applicant's message. */
const rejectAction: AdminActionDescription = {
  name: 'reject',
  scope: 'record',
  privilege: 'technicians:review',
  reasonRequired: true,
  danger: true,
  fields: [],
};

async function openDialog(resource: string, action: AdminActionDescription, language: 'en' | 'nb' = 'en') {
  await renderRoutes(
    [{ path: '/', Component: () => <ActionDialog resource={resource} action={action} onClose={() => undefined} /> }],
    { language },
  );
  return screen.findByRole('dialog');
}

describe('the Reason of an action', () => {
  it('says who reads it when the action has its own hint (a technician application: the applicant)', async () => {
    const dialog = await openDialog('technician-applications', rejectAction);
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(
      'The applicant reads this. It is also kept in the audit log with the action.',
    );
  });

  it('has the action’s own hint in Norwegian too', async () => {
    const dialog = await openDialog('technician-applications', rejectAction, 'nb');
    expect(within(dialog).getByLabelText('Begrunnelse')).toHaveAccessibleDescription(
      'Søkeren leser dette. Det lagres også i revisjonsloggen sammen med handlingen.',
    );
  });

  it('otherwise says it is kept in the audit log', async () => {
    const dialog = await openDialog('accounts', suspendAction);
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(
      'Why you are doing this. It is kept in the audit log with the action.',
    );
  });
});
