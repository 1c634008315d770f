import { focusRing as siteFocusRing } from '../../components/layout/shellStyles';
import { tw } from '../../lib/tw';

/** The site's focus ring, in dark blue: every control of the form sits on a white card. */
export const focusRing = tw`${siteFocusRing} focus-visible:outline-primary-dark`;
