type FieldValue = string | boolean;

const fieldSelector = 'input:not([type="file"]):not([type="password"]), textarea, select';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isCheckable(field: Field): boolean {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/**
 * What the visitor entered in a page's fields, in document order. The page comes back from the
 * same markup, so order alone finds each field again; this is what the browser's own form
 * restoration did when Back reloaded a page.
 */
export function fieldValues(scope: ParentNode): FieldValue[] {
  return [...scope.querySelectorAll<Field>(fieldSelector)].map((field) =>
    isCheckable(field) ? (field as HTMLInputElement).checked : field.value,
  );
}

/** Puts remembered values back into the fields, before the page's islands hydrate around them. */
export function restoreFieldValues(scope: ParentNode, values: FieldValue[]): void {
  scope.querySelectorAll<Field>(fieldSelector).forEach((field, index) => {
    const value = values[index];
    if (typeof value === 'boolean' && isCheckable(field))
      (field as HTMLInputElement).checked = value;
    else if (typeof value === 'string' && !isCheckable(field)) field.value = value;
  });
}
