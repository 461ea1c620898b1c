import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../../test/mock-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { JobSection } from '../../components/details/job-section.tsx';
import { JobDetails } from '../../components/job/job-details.tsx';
import { REQUEST_ID, requestFixture } from '../../testing/fixtures.ts';
import { testJob } from '../../testing/job-fixtures.ts';
import { jobProgressFixture } from '../../testing/progress-fixtures.ts';
import { testBookedJob } from '../../testing/technician-job-fixtures.ts';

const show = (node: ReactNode) => {
  mockApi(() => ok([]));
  return renderRoutes([{ path: '/', element: node }]);
};

describe('the link to a job report', () => {
  it("on the customer's job, once booked: the report view of the request", async () => {
    const request = requestFixture({ status: 'in-progress' });
    await show(<JobSection request={request} job={jobProgressFixture()} />);
    expect(await screen.findByRole('link', { name: 'View the job report' })).toHaveAttribute(
      'href',
      `/view-report/vehicle-inspection/${REQUEST_ID}`,
    );
  });

  it('not on a job the mechanic dropped (it was never worked on)', async () => {
    const request = requestFixture({ status: 'technician-canceled' });
    await show(<JobSection request={request} job={jobProgressFixture()} />);
    expect(await screen.findByRole('link', { name: 'Receipt' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View the job report' })).not.toBeInTheDocument();
  });

  it("in the booked technician's job details, and not in a job only offered to them", async () => {
    const booked = testBookedJob('arrived');
    const { unmount } = await show(<JobDetails job={booked} />);
    expect(await screen.findByRole('link', { name: 'View the job report' })).toHaveAttribute(
      'href',
      `/view-report/vehicle-inspection/${booked._id}`,
    );
    unmount();
    await show(<JobDetails job={testJob()} />);
    expect(await screen.findByText('2019 Toyota Corolla', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View the job report' })).not.toBeInTheDocument();
  });
});
