import { expect, it } from 'vitest';
import { homeServiceRows } from '../../../client/content/home';

it('presents the four core services with the exact titles, each with items and an image', () => {
  expect(homeServiceRows.map((row) => row.title)).toEqual([
    'Software Development Consulting',
    'Cloud-Based Solutions',
    'ERP Implementation Consulting',
    'Project Management Services',
  ]);
  for (const row of homeServiceRows) {
    expect(row.description).not.toBe('');
    expect(row.items.length).toBeGreaterThan(0);
    expect(row.image).toMatch(/\.svg/);
    expect(row.href).toMatch(/^\/services\/[a-z-]+$/);
  }
});
