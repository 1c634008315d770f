import { describe, expect, it } from 'vitest';
import { referrerOf, tagsOf } from '../../../../client/features/attribution/attributionParts';

const query = (search: string) => new URLSearchParams(search);

describe('tagsOf', () => {
  it('reads the five UTM tags and the first ad click id, nothing else', () => {
    expect(
      tagsOf(
        query(
          'utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=erp&utm_content=hero&fbclid=F1&gclid=G1&email=jane%40acme.test',
        ),
      ),
    ).toEqual({
      utm: {
        source: 'newsletter',
        medium: 'email',
        campaign: 'spring',
        term: 'erp',
        content: 'hero',
      },
      clickId: { kind: 'gclid', value: 'G1' },
    });
  });

  it('cleans what the schema would drop: controls out, trimmed, cut to 200 characters', () => {
    const long = 'x'.repeat(250);
    expect(tagsOf(query(`utm_source=%20news%0aletter%1b&utm_medium=%20&msclkid=${long}`))).toEqual({
      utm: { source: 'newsletter' },
      clickId: { kind: 'msclkid', value: 'x'.repeat(200) },
    });
  });

  it('gives nothing for a query without tags', () => {
    expect(tagsOf(query('q=erp&page=2'))).toEqual({});
  });
});

describe('referrerOf', () => {
  const site = 'https://www.example.com';

  it('keeps the origin and path, never the query or fragment', () => {
    expect(referrerOf('https://www.google.com/search?q=jane+doe#top', site)).toBe(
      'https://www.google.com/search',
    );
  });

  it('keeps none for the site itself, a page that is not on the web, or no referrer', () => {
    expect(referrerOf('https://www.example.com/services', site)).toBeUndefined();
    expect(referrerOf('http://127.0.0.1:4000/', site, 'http://127.0.0.1:4000')).toBeUndefined();
    expect(referrerOf('android-app://com.google.android.gm/', site)).toBeUndefined();
    expect(referrerOf('', site)).toBeUndefined();
  });

  it('cuts a long one to 300 characters', () => {
    expect(referrerOf(`https://blog.test/${'a'.repeat(400)}`, site)).toHaveLength(300);
  });
});
