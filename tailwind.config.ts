import type { Config } from 'tailwindcss';
import defaultTheme from 'tailwindcss/defaultTheme';

export default {
  content: [
    './client/index.html',
    './client/**/*.{ts,tsx}',
    // The console's stylesheet is its own (vite.config.ts, mode console).
    '!./client/console/**',
    './server/routes/formResultPage.ts',
    // The dev server's style guide: its classes stay out of the production stylesheet.
    ...(process.env.NODE_ENV === 'development' ? [] : ['!./client/dev/**']),
  ],
  theme: {
    extend: {
      colors: {
        // White on primary is 3.1:1 (fails AA): pair primary with primary-dark text.
        primary: { DEFAULT: '#009EC5', light: '#2e7eed', dark: '#02225B' },
        secondary: '#2e7eed',
        background: '#F4F6F8',
        paper: '#FFFFFF',
        ink: { DEFAULT: 'rgba(0, 0, 0, 0.87)', muted: 'rgba(0, 0, 0, 0.6)' },
      },
      fontFamily: {
        sans: ['"Inter Variable"', 'Inter', ...defaultTheme.fontFamily.sans],
      },
      fontSize: {
        button: ['0.95rem', { lineHeight: '1.5' }],
      },
      lineHeight: {
        body: '1.5',
      },
      borderRadius: {
        button: '8px',
        paper: '12px',
      },
      boxShadow: {
        appbar: '0 1px 3px rgba(2, 34, 91, 0.08), 0 1px 2px rgba(2, 34, 91, 0.04)',
        card: '0 1px 2px rgba(2, 34, 91, 0.06), 0 4px 16px rgba(2, 34, 91, 0.06)',
        'card-hover': '0 2px 4px rgba(2, 34, 91, 0.08), 0 12px 28px rgba(2, 34, 91, 0.12)',
      },
      width: {
        drawer: '300px',
      },
      screens: {
        xs: '0px',
      },
      keyframes: {
        'navigation-progress': {
          from: { transform: 'scaleX(0.1)' },
          to: { transform: 'scaleX(0.95)' },
        },
      },
      animation: {
        // Quick at first, then ever slower, never full: only the new page's arrival ends the wait,
        // which a page load bounds at about 10 s (client/lib/pageLoadHold.ts).
        'navigation-progress': 'navigation-progress 10s cubic-bezier(0.1, 0.6, 0.2, 1) both',
      },
    },
  },
  plugins: [],
} satisfies Config;
