import { focusRing as siteFocusRing } from '../layout/shellStyles';
import { tw } from '../../lib/tw';

/** The site's focus ring, in dark blue: every control of the form and every notice sit on a white card. */
export const cardFocusRing = tw`${siteFocusRing} focus-visible:outline-primary-dark`;
