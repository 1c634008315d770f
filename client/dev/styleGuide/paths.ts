/** The dev server's own pages (server/dev/renderPagesOnRequest.ts): never prerendered. */
export const styleGuidePath = '/styleguide';
export const drawerSpecimenPath = '/styleguide/drawer';
