import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Year } from '../../../../client/components/layout/CopyrightYear';

it('shows the visit year even when the page was prerendered in an earlier one', async () => {
  render(
    <p>
      © <Year builtIn={2019} />
    </p>,
  );

  expect(await screen.findByText(`© ${new Date().getFullYear()}`)).toBeInTheDocument();
});
