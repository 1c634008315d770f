import type { Config } from 'tailwindcss';
import site from '../../tailwind.config';

/** The site's tokens over the console's own files: its stylesheet holds no public page's class. */
export default {
  ...site,
  content: ['./client/console/**/*.{html,ts,tsx}'],
} satisfies Config;
