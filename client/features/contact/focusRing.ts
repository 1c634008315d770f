import { focusRing as siteFocusRing } from '../../components/layout/shellStyles';

/** The site's focus ring, in dark blue: every control of the form sits on a white card. */
export const focusRing = `${siteFocusRing} focus-visible:outline-primary-dark`;
