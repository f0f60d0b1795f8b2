import { useEffect } from 'react';

const KEEPS_OWN_STATE = new Set(['checkbox', 'radio', 'hidden', 'submit', 'button']);

type TypedValue = [input: HTMLInputElement, typed: string];
let pending: { container: HTMLElement; typed: TypedValue[] } | undefined;

/** Before hydration: what the visitor typed into the prerendered page before its script ran (hydrating a
 * controlled field puts React's value back into it). */
export const captureTypedValues = (container: HTMLElement): void => {
  const typed = [...container.querySelectorAll('input')]
    .filter((input) => !KEEPS_OWN_STATE.has(input.type) && input.value !== '')
    .map((input): TypedValue => [input, input.value]);
  pending = { container, typed };
};

/** Each typed value is reported to React as typed (an `input` event), so the form's state holds it (decision 169).
 * React's value tracker is first told another value through the element's own setter, or it would see no change. */
const restore = ([input, typed]: TypedValue) => {
  if (!input.isConnected) return;
  input.value = '';
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, typed);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

/** The last element of a prerendered public page: its effect runs once the page's fields are hydrated (they sit in
 * a Suspense boundary, hydrated after the rest of the tree), and hands them what was typed. Renders nothing. */
export const HydratedMark = () => {
  useEffect(() => {
    if (!pending) return;
    const { container, typed } = pending;
    pending = undefined;
    typed.forEach(restore);
    container.setAttribute('data-hydrated', ''); // the browser suite tells a hydrated page from a fresh render
  }, []);
  return null;
};
