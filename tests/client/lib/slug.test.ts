import { describe, expect, it } from 'vitest';
import { privacySections, promisedRetentionDays } from '../../../client/content/privacy';
import { slug } from '../../../client/lib/slug';

describe('slug', () => {
  it('turns a heading into a valid id: no spaces, apostrophes or accents', () => {
    expect(slug('How we use your information')).toBe('how-we-use-your-information');
    expect(slug("Children's privacy")).toBe('childrens-privacy');
    expect(slug('Café & “Cookies”!')).toBe('cafe-cookies');
  });

  it('gives every privacy section its own id, usable in aria-labelledby', () => {
    const ids = privacySections(promisedRetentionDays).map((section) => slug(section.title));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
