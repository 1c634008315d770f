import { tw } from '../../lib/tw';

// The header is out of flow in both of its positions (so switching never shifts the page): the
// first block of every page pads its top by `belowHeader` to clear it.
export const headerHeight = tw`h-16 md:h-20`;
export const belowHeader = tw`pt-16 md:pt-20`;

export const shellContainer = tw`mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8`;

/** Pair with an outline colour that contrasts with the background the element sits on. */
export const focusRing = tw`focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2`;
