/**
 * Islands too big for the first download: fetched only by pages that contain them. `module` is
 * the chunk's key in Vite's manifest, by which the prerender lists its files for those pages' boot.
 */
export const lazyIslands = {
  contactForm: {
    module: 'features/contact/ContactForm.tsx',
    load: () => import('../features/contact/ContactForm'),
  },
} as const;
