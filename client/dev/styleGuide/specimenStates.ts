/**
 * The style guide's states that need a pointer or the keyboard: every rule of the site's stylesheet
 * for :hover, :focus-visible or :active also applies inside a `data-force-state` specimen. Runs
 * again whenever Vite swaps the stylesheet. Also fills the specimens marked as filled or checked.
 */
const forcedStates = ['hover', 'focus-visible', 'active'] as const;
const forcedSheetId = 'styleguide-forced-states';

function forcedRules(): string[] {
  const rules: string[] = [];
  for (const sheet of document.styleSheets) {
    if ((sheet.ownerNode as Element | null)?.id === forcedSheetId) continue;
    for (const rule of sheet.cssRules) {
      if (!(rule instanceof CSSStyleRule)) continue;
      let selector = rule.selectorText;
      for (const state of forcedStates) {
        selector = selector.replace(
          new RegExp(`:${state}(?![\\w-])`, 'g'),
          `:is([data-force-state="${state}"] *)`,
        );
      }
      if (selector !== rule.selectorText) rules.push(`${selector} { ${rule.style.cssText} }`);
    }
  }
  return rules;
}

function forceStates(): void {
  document.getElementById(forcedSheetId)?.remove();
  const style = document.createElement('style');
  style.id = forcedSheetId;
  style.textContent = forcedRules().join('\n');
  document.head.append(style);
}

function fillSpecimens(): void {
  for (const specimen of document.querySelectorAll<HTMLElement>('[data-specimen-value]')) {
    const field = specimen.querySelector('input, textarea');
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      field.value = specimen.dataset.specimenValue ?? '';
    }
  }
  for (const box of document.querySelectorAll('[data-specimen-checked] input[type="checkbox"]')) {
    (box as HTMLInputElement).checked = true;
  }
}

function whenStylesheetLoaded(run: () => void): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
  if (link?.sheet) run();
  else link?.addEventListener('load', run, { once: true });
}

whenStylesheetLoaded(forceStates);
fillSpecimens();
if (import.meta.hot) {
  // Vite replaces the <link> on a stylesheet update; the live page patch may re-render the fields.
  import.meta.hot.on('vite:afterUpdate', () =>
    setTimeout(() => whenStylesheetLoaded(forceStates), 100),
  );
  import.meta.hot.on('vite:afterUpdate', fillSpecimens);
}
