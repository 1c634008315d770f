import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { VitalsTable } from '../../../client/console/insight/VitalsTable';

it('counts one sample as one, and more in the plural', () => {
  render(
    <VitalsTable
      vitals={[
        {
          path: '/contact',
          lcp: { p75: 1200, rating: 'good', samples: 1 },
          inp: { p75: 90, rating: 'good', samples: 2 },
          cls: { p75: 0.01, rating: 'good', samples: 1_200 },
        },
      ]}
    />,
  );
  expect(screen.getAllByText('1 sample')).toHaveLength(1);
  expect(screen.getByText('2 samples')).toBeInTheDocument();
  expect(screen.getByText('1,200 samples')).toBeInTheDocument();
});
