import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from '../../../client/console/insight/BarChart';
import { DailyChart } from '../../../client/console/insight/DailyChart';

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('each chart carries its numbers in a table for screen readers', () => {
  it('gives every day of the daily chart a row, the picture hidden from them', () => {
    const days = [
      { date: '2026-11-24', visitors: 3, pageViews: 7 },
      { date: '2026-11-25', visitors: 0, pageViews: 0 },
      { date: '2026-11-26', visitors: 12, pageViews: 40 },
    ];
    const { container } = render(<DailyChart days={days} />);
    const table = screen.getByRole('table', { name: 'Visitors and page views per day' });
    expect(rows(table)).toEqual([
      ['2026-11-24', '3', '7'],
      ['2026-11-25', '0', '0'],
      ['2026-11-26', '12', '40'],
    ]);
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(container.querySelectorAll('svg rect')).toHaveLength(3);
  });

  it('lists every bar in the table, also those past the ten the picture draws', () => {
    const bars = Array.from({ length: 12 }, (_, index) => ({
      key: `/page-${index}`,
      count: 12 - index,
    }));
    const { container } = render(<BarChart title="Top pages" keyLabel="Page" bars={bars} />);
    const table = screen.getByRole('table', { name: 'Top pages' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Page', 'Count']);
    expect(rows(table)).toHaveLength(12);
    expect(rows(table)[11]).toEqual(['/page-11', '1']);
    expect(container.querySelectorAll('svg rect')).toHaveLength(10);
    expect(screen.getByText('… and 2 more')).toBeInTheDocument();
  });

  it('draws each bar in proportion to the largest', () => {
    const { container } = render(
      <BarChart
        title="Sources"
        keyLabel="Source"
        bars={[
          { key: 'google', count: 8 },
          { key: 'direct', count: 2 },
        ]}
      />,
    );
    const widths = [...container.querySelectorAll('svg rect')].map((bar) =>
      parseFloat(bar.getAttribute('width') ?? ''),
    );
    expect(widths[1]).toBeCloseTo((widths[0] ?? 0) / 4);
  });

  it('says so when nothing was counted, with no empty table', () => {
    render(<BarChart title="Campaigns" keyLabel="Campaign" bars={[]} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Nothing counted in this period.')).toBeInTheDocument();
  });
});
