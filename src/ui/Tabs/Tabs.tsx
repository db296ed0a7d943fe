import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../i18n-context.tsx';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
}

/**
 * The ARIA tabs pattern: one tab stop, arrows move between tabs (mirrored in right-to-left
 * text), Home / End jump to the ends, and moving selects (automatic activation).
 */
export function Tabs({ tabs, label, value, defaultValue, onChange }: TabsProps) {
  const { dir } = useTranslation();
  const baseId = useId();
  const [innerValue, setInnerValue] = useState(defaultValue ?? tabs.find((tab) => !tab.disabled)?.id);
  const selected = value ?? innerValue;
  const tabElements = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    if (value === undefined) setInnerValue(id);
    onChange?.(id);
    tabElements.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = tabs.filter((tab) => !tab.disabled);
    const index = enabled.findIndex((tab) => tab.id === selected);
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let target: TabItem | undefined;
    if (event.key === forward) target = enabled[(index + 1) % enabled.length];
    else if (event.key === backward) target = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') target = enabled[0];
    else if (event.key === 'End') target = enabled[enabled.length - 1];
    if (!target) return;
    event.preventDefault();
    select(target.id);
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  return (
    <div part="tabs" className="mkt-tabs">
      <div part="tab-list" className="mkt-tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabElements.current.set(tab.id, element);
                else tabElements.current.delete(tab.id);
              }}
              type="button"
              part={isSelected ? 'tab tab-selected' : 'tab'}
              className={['mkt-tabs__tab', isSelected ? 'mkt-tabs__tab--selected' : ''].filter(Boolean).join(' ')}
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          part="tab-panel"
          className="mkt-tabs__panel"
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          tabIndex={0}
        >
          {tab.id === selected ? tab.content : null}
        </div>
      ))}
    </div>
  );
}
