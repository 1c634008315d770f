/** The one file marketing edits for the company's identity and contact details. */
interface PostalAddress {
  streetAddress: string;
  addressLocality: string;
  addressRegion: string;
  postalCode: string;
  addressCountry: string;
}

export interface Company {
  name: string;
  legalName: string;
  email: string;
  address: PostalAddress;
  foundedYear: number;
  blurb: string;
  mission: string;
}

export const company: Company = {
  name: 'Sonoran Tech Partners',
  legalName: 'Sonoran Tech Partners LLC',
  email: 'hello@sonorantechpartners.com',
  address: {
    streetAddress: '7150 E Camelback Rd, Suite 444',
    addressLocality: 'Scottsdale',
    addressRegion: 'Arizona',
    postalCode: '85251',
    addressCountry: 'US',
  },
  foundedYear: 2019,
  blurb:
    'IT staffing and digital transformation services for businesses of all sizes, from startups to large enterprises.',
  mission: 'Empowering businesses with scalable IT solutions.',
};

/** Whole years since founding, so "over six years" stays true as time passes. */
export function yearsInBusiness(now: Date = new Date()): number {
  return now.getFullYear() - company.foundedYear;
}
