/** Ids the shell's parts find each other by: the header island watches the footer, the skip link targets main. */
export const mainId = 'main';
export const footerId = 'site-footer';
