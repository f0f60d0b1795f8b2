import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

const ITEMS = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

// One menu open at a time across the page (and across apps: the kit is a shared singleton).
const closers = new Map<string, () => void>();
const closeOthers = (id: string) => {
  for (const [other, close] of closers) if (other !== id) close();
};

/** ArrowDown/ArrowUp wrap around the items; Home/End jump to the first/last. */
const move = (event: KeyboardEvent, items: HTMLElement[]) => {
  const index = items.indexOf(document.activeElement as HTMLElement);
  const last = items.length - 1;
  const next = {
    ArrowDown: index < 0 || index >= last ? 0 : index + 1,
    ArrowUp: index <= 0 ? last : index - 1,
    Home: 0,
    End: last,
  }[event.key];
  if (next === undefined || items.length === 0) return;
  event.preventDefault();
  items[next]?.focus();
};

/** While open: the other menus close, the first item may take focus, a click or focus outside closes it. */
const useOneOpenMenu = (open: boolean, id: string, close: () => void) => {
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const focusFirstRef = useRef(false);
  useEffect(() => {
    if (!open) return undefined;
    closeOthers(id);
    closers.set(id, close);
    if (focusFirstRef.current) panelRef.current?.querySelector<HTMLElement>(ITEMS)?.focus();
    focusFirstRef.current = false;
    const outside = (event: Event) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close();
    };
    document.addEventListener('pointerdown', outside, true);
    document.addEventListener('focusin', outside, true);
    return () => {
      closers.delete(id);
      document.removeEventListener('pointerdown', outside, true);
      document.removeEventListener('focusin', outside, true);
    };
  }, [open, id, close]);
  return { rootRef, panelRef, focusFirstRef };
};

export type MenuProps = {
  /** Content of the trigger button (already translated). */
  label: ReactNode;
  /** Extra attributes of the trigger (aria-label, data-* markers, className). */
  buttonProps?: ButtonHTMLAttributes<HTMLButtonElement> & Record<`data-${string}`, string | undefined>;
  className?: string;
  panelClassName?: string;
  /** The panel's element: `ul` when the items are list items. */
  panelAs?: 'div' | 'ul';
  /** The items; `close` closes the menu (an item that opens a dialog closes the menu first). */
  children: (close: () => void) => ReactNode;
};

/** The portal's dropdown menu: a disclosure button and its panel. Only one menu is open at a time; Escape closes
 * and gives focus back to the button; ArrowDown/ArrowUp/Home/End move between the items (ArrowDown on the
 * button opens the menu on its first item); a click or focus outside closes it. */
export const Menu = ({
  label,
  buttonProps,
  className,
  panelClassName,
  panelAs = 'div',
  children,
}: MenuProps) => {
  const id = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  const closeAndReturn = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  const { rootRef, panelRef, focusFirstRef } = useOneOpenMenu(open, id, close);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      closeAndReturn();
      return;
    }
    if (!open) {
      if (event.key === 'ArrowDown' && event.target === buttonRef.current) {
        event.preventDefault();
        focusFirstRef.current = true;
        setOpen(true);
      }
      return;
    }
    move(event, [...(panelRef.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])]);
  };

  const Panel = panelAs;
  return (
    // The keydown listener only routes keys of the button and the items inside (no own interaction).
    <div ref={rootRef} className={className} onKeyDown={onKeyDown}>
      <button
        {...buttonProps}
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      {open ? (
        <Panel id={id} ref={panelRef as never} className={panelClassName}>
          {children(close)}
        </Panel>
      ) : null}
    </div>
  );
};
