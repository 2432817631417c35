import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './class-names';
import { focusableIn } from './focus';
import { useOutsidePointerDown } from './outside-pointer';
import './tokens.css';
import './dropdown.css';

export interface DropdownItem {
  id: string;
  label: ReactNode;
  onSelect(): void;
  disabled?: boolean;
  danger?: boolean;
}

export interface DropdownProps {
  /** Content of the trigger button. */
  label: ReactNode;
  /** Accessible name of the trigger when its content is not enough (an icon, a balance figure). */
  triggerAriaLabel?: string;
  /** A menu of actions (role menu, arrow keys)... */
  items?: readonly DropdownItem[];
  /** ...or free content (a balance panel with a top-up button); `close` lets it shut the panel. */
  children?: ReactNode | ((api: { close(): void }) => ReactNode);
  align?: 'start' | 'end';
  open?: boolean;
  onOpenChange?(open: boolean): void;
  className?: string;
}

/** A button opening a menu or a panel. Escape and a click outside close it; focus returns to the button. */
export function Dropdown({
  label,
  triggerAriaLabel,
  items,
  children,
  align = 'start',
  open: openProp,
  onOpenChange,
  className,
}: DropdownProps) {
  const base = `pk-dd-${useId().replace(/:/g, '')}`;
  const [internalOpen, setInternalOpen] = useState(false);
  const open = openProp ?? internalOpen;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Which item takes focus when the menu opens: first (Enter, Space, ArrowDown) or last (ArrowUp).
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const isMenu = items !== undefined;

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setInternalOpen(next);
    onOpenChange?.(next);
  };
  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const menuItems = () =>
    panelRef.current
      ? Array.from(
          panelRef.current.querySelectorAll<HTMLElement>(
            '[role="menuitem"]:not([aria-disabled="true"])',
          ),
        )
      : [];

  useEffect(() => {
    if (!open) return;
    if (isMenu && focusOnOpen.current) {
      const list = menuItems();
      (focusOnOpen.current === 'last' ? list[list.length - 1] : list[0])?.focus();
    } else if (!isMenu && focusOnOpen.current && panelRef.current) {
      focusableIn(panelRef.current)[0]?.focus();
    }
    focusOnOpen.current = null;
    // Runs when the panel opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  useOutsidePointerDown(rootRef, open, () => setOpen(false));

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!isMenu) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusOnOpen.current = event.key === 'ArrowUp' ? 'last' : 'first';
      if (open) {
        const list = menuItems();
        (event.key === 'ArrowUp' ? list[list.length - 1] : list[0])?.focus();
      } else setOpen(true);
    }
  };

  const onRootKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key === 'Tab' && open && isMenu) {
      // Leaving a menu with Tab closes it, as native menus do.
      setOpen(false);
      return;
    }
    if (!isMenu || !open || !panelRef.current?.contains(event.target as Node)) return;
    const list = menuItems();
    const index = list.indexOf(document.activeElement as HTMLElement);
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = (index + 1) % list.length;
    else if (event.key === 'ArrowUp') next = (index - 1 + list.length) % list.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = list.length - 1;
    if (next === null || list.length === 0) return;
    event.preventDefault();
    list[next].focus();
  };

  return (
    <div
      ref={rootRef}
      className={cx('pk-dropdown', className)}
      onKeyDown={onRootKeyDown}
      onBlur={(event) => {
        // Focus moved out of the whole widget (Tab past the panel): the panel should not linger.
        const next = event.relatedTarget;
        if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={triggerRef}
        id={`${base}-trigger`}
        type="button"
        className="pk-dropdown__trigger"
        aria-haspopup={isMenu ? 'menu' : undefined}
        aria-expanded={open}
        aria-controls={open ? `${base}-panel` : undefined}
        aria-label={triggerAriaLabel}
        onKeyDown={onTriggerKeyDown}
        onClick={(event) => {
          // Keyboard activation (detail 0) moves focus into the panel; a mouse click does not.
          if (!open) focusOnOpen.current = event.detail === 0 ? 'first' : null;
          setOpen(!open);
        }}
      >
        {label}
        <span className="pk-dropdown__caret" aria-hidden="true" />
      </button>
      {open && (
        <div
          ref={panelRef}
          id={`${base}-panel`}
          className={cx('pk-dropdown__panel', `pk-dropdown__panel--${align}`)}
        >
          {isMenu ? (
            <ul role="menu" aria-labelledby={`${base}-trigger`} className="pk-dropdown__menu">
              {items.map((item) => (
                <li key={item.id} role="none">
                  <button
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    aria-disabled={item.disabled || undefined}
                    className={cx('pk-dropdown__item', item.danger && 'pk-dropdown__item--danger')}
                    onClick={() => {
                      if (item.disabled) return;
                      close();
                      item.onSelect();
                    }}
                  >
                    {item.label}
                  </button>
                </li>
              ))}
            </ul>
          ) : typeof children === 'function' ? (
            children({ close: () => close() })
          ) : (
            children
          )}
        </div>
      )}
    </div>
  );
}
