import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// Open dialogs, innermost last: Escape belongs to the topmost one only.
const openStack: HTMLElement[] = [];

/** Basic focus trap: focus moves into the dialog, Tab cycles inside it, Escape calls onEscape, and focus
 * returns to the element that opened the dialog. Escape is heard on the document (focus may have left the
 * dialog, e.g. onto the body after a re-render) and closes only the topmost dialog. */
export const useFocusTrap = (
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
): void => {
  // The latest handler without re-running the effect (which would steal focus on every render).
  const escapeRef = useRef(onEscape);
  useEffect(() => {
    escapeRef.current = onEscape;
  });
  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    const focusables = () => [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
    (focusables()[0] ?? container).focus();

    openStack.push(container);
    const handleEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || openStack[openStack.length - 1] !== container)
        return;
      event.preventDefault();
      event.stopPropagation();
      escapeRef.current();
    };
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return event.preventDefault();
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    container.addEventListener('keydown', handleKeyDown);
    document.addEventListener('keydown', handleEscape);
    return () => {
      openStack.splice(openStack.indexOf(container), 1);
      document.removeEventListener('keydown', handleEscape);
      container.removeEventListener('keydown', handleKeyDown);
      opener?.focus?.();
    };
  }, [ref, active]);
};
