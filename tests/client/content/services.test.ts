import { describe, expect, it } from 'vitest';
import { findService, services } from '../../../client/content/services';

describe('services catalogue', () => {
  it('offers exactly the four services of the spec, in order', () => {
    expect(services.map((service) => service.id)).toEqual([
      'software-development',
      'cloud-consulting',
      'erp-implementation',
      'project-management',
    ]);
  });

  it('lists 8, 8, 6 and 6 key features', () => {
    expect(services.map((service) => service.features.length)).toEqual([8, 8, 6, 6]);
  });

  it('gives every service all the fields a card and a detail page show', () => {
    for (const service of services) {
      expect(service.title).not.toBe('');
      expect(service.description).not.toBe('');
      expect(service.longDescription.length).toBeGreaterThan(service.description.length);
      expect(service.image).toMatch(/\.svg/);
      expect(service.icon).toBeTruthy();
      expect(new Set(service.features).size).toBe(service.features.length);
    }
  });

  it('finds a service by id and nothing for an unknown id', () => {
    expect(findService('cloud-consulting')?.id).toBe('cloud-consulting');
    expect(findService('not-a-service')).toBeUndefined();
  });
});
