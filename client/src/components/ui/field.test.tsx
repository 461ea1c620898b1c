import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CheckboxInput } from './field.tsx';

describe('CheckboxInput', () => {
  it('toggles from anywhere on its row, the words included, so the target is more than the 20 px box', async () => {
    render(
      <CheckboxInput
        label={
          <>
            I accept the <a href="#terms">terms of service</a>
          </>
        }
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms of service' });
    const user = userEvent.setup();
    await user.click(screen.getByText(/I accept the/));
    expect(box).toBeChecked();
    await user.click(screen.getByText(/I accept the/));
    expect(box).not.toBeChecked();
  });
});
