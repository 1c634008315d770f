import { describe, expect, it } from 'vitest';
import { headerMode, solidAfterScroll } from '../../../../client/components/layout/useHeaderMode';

const viewportHeight = 800;
const home = { isHome: true, viewportHeight, footerInView: false };

describe('headerMode', () => {
  it('uses the spec threshold of 50 px', () => {
    expect(solidAfterScroll).toBe(50);
  });

  it('is transparent and absolute over the home hero at the top', () => {
    expect(headerMode({ ...home, scrollY: 0 })).toEqual({ solid: false, position: 'absolute' });
  });

  it('stays transparent at exactly 50 px and turns solid at 51 px on home', () => {
    expect(headerMode({ ...home, scrollY: 50 }).solid).toBe(false);
    expect(headerMode({ ...home, scrollY: 51 }).solid).toBe(true);
  });

  it('is solid on every page but home, even at the top', () => {
    for (const scrollY of [0, 50, 51, viewportHeight + 1]) {
      expect(headerMode({ ...home, isHome: false, scrollY }).solid).toBe(true);
    }
  });

  it('stays absolute up to exactly one viewport height and is fixed past it', () => {
    expect(headerMode({ ...home, scrollY: viewportHeight }).position).toBe('absolute');
    expect(headerMode({ ...home, scrollY: viewportHeight + 1 })).toEqual({
      solid: true,
      position: 'fixed',
    });
  });

  it('is fixed past the viewport on other pages too', () => {
    expect(headerMode({ ...home, isHome: false, scrollY: viewportHeight + 1 }).position).toBe(
      'fixed',
    );
  });

  it('reverts to absolute while the footer is in view, whatever the scroll', () => {
    for (const isHome of [true, false]) {
      for (const scrollY of [0, 51, viewportHeight + 1, 10 * viewportHeight]) {
        expect(headerMode({ isHome, scrollY, viewportHeight, footerInView: true }).position).toBe(
          'absolute',
        );
      }
    }
  });

  it('keeps the solid look while the footer is in view', () => {
    expect(headerMode({ ...home, scrollY: viewportHeight + 1, footerInView: true }).solid).toBe(
      true,
    );
  });
});
