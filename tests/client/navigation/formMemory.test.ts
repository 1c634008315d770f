import { expect, it } from 'vitest';
import { fieldValues, restoreFieldValues } from '../../../client/navigation/formMemory';

const markup = `
  <form>
    <input name="name"><input type="email" name="email"><textarea name="message"></textarea>
    <input type="checkbox" name="terms"><select name="topic"><option>a</option><option>b</option></select>
    <input type="password" name="secret">
  </form>`;

function page(): HTMLElement {
  const main = document.createElement('main');
  main.innerHTML = markup;
  return main;
}

it('brings back what was typed, checked and chosen into the same markup shown again', () => {
  const left = page();
  const field = (scope: HTMLElement, name: string) =>
    scope.querySelector(`[name="${name}"]`) as HTMLInputElement;
  field(left, 'name').value = 'Grace';
  field(left, 'email').value = 'grace@example.com';
  field(left, 'message').value = 'Half a message';
  field(left, 'terms').checked = true;
  field(left, 'topic').value = 'b';
  field(left, 'secret').value = 'hunter2';

  const shownAgain = page();
  restoreFieldValues(shownAgain, fieldValues(left));

  expect(field(shownAgain, 'name').value).toBe('Grace');
  expect(field(shownAgain, 'email').value).toBe('grace@example.com');
  expect(field(shownAgain, 'message').value).toBe('Half a message');
  expect(field(shownAgain, 'terms').checked).toBe(true);
  expect(field(shownAgain, 'topic').value).toBe('b');
  expect(field(shownAgain, 'secret').value, 'passwords are never kept').toBe('');
});
