import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './class-names';
import './tokens.css';
import './tabs.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** Panel content; tabs without panels act as a switcher the caller renders for. */
  content?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  selectedId?: string;
  defaultSelectedId?: string;
  onChange?(id: string): void;
  className?: string;
}

/** WAI-ARIA tabs: one tab stop, arrows / Home / End move and select (automatic activation). */
export function Tabs({
  items,
  label,
  selectedId,
  defaultSelectedId,
  onChange,
  className,
}: TabsProps) {
  const base = `pk-tabs-${useId().replace(/:/g, '')}`;
  const enabled = items.filter((item) => !item.disabled);
  const [internal, setInternal] = useState(defaultSelectedId ?? enabled[0]?.id);
  const current = selectedId ?? internal;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    if (selectedId === undefined) setInternal(id);
    onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (enabled.length === 0) return;
    const index = enabled.findIndex((item) => item.id === current);
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown')
      next = (index + 1) % enabled.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp')
      next = (index - 1 + enabled.length) % enabled.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = enabled.length - 1;
    if (next === null) return;
    event.preventDefault();
    const id = enabled[next].id;
    select(id);
    tabRefs.current.get(id)?.focus();
  };

  const hasPanels = items.some((item) => item.content !== undefined);

  return (
    <div className={cx('pk-tabs', className)}>
      <div role="tablist" aria-label={label} className="pk-tabs__list" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.id === current;
          return (
            <button
              key={item.id}
              ref={(el) => {
                if (el) tabRefs.current.set(item.id, el);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={hasPanels ? `${base}-panel-${item.id}` : undefined}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              className="pk-tabs__tab"
              onClick={() => select(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {hasPanels &&
        items.map((item) => (
          <div
            key={item.id}
            role="tabpanel"
            id={`${base}-panel-${item.id}`}
            aria-labelledby={`${base}-tab-${item.id}`}
            hidden={item.id !== current}
            tabIndex={0}
            className="pk-tabs__panel"
          >
            {item.id === current ? item.content : null}
          </div>
        ))}
    </div>
  );
}
