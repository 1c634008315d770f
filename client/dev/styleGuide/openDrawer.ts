/** The style guide's drawer specimen: opens the header's menu once the header is hydrated. */
function hydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

const waitForHeader = setInterval(() => {
  const button = document.querySelector('header button[aria-expanded]');
  if (!button || !hydrated(button)) return;
  clearInterval(waitForHeader);
  (button as HTMLButtonElement).click();
}, 50);
