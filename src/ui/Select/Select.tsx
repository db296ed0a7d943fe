import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { SELECT_ITEM_HEIGHT_PX, SELECT_LIST_HEIGHT_PX, SELECT_LIST_OFFSET_PX } from '../../config/constants.ts';
import { eventPassesThrough } from '../dom.ts';
import { holdInTopLayer, placePopover } from '../Popover/position.ts';
import { useTranslation } from '../i18n-context.tsx';
import { selectCss } from './select.css.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Shown while nothing is selected; default t.selectPlaceholder. */
  placeholder?: string;
  error?: ReactNode;
  disabled?: boolean;
  /** Hide the visible label (it still names the control). */
  hideLabel?: boolean;
  className?: string;
}

/** How long typed letters are combined into one type-ahead search. */
const TYPE_AHEAD_RESET_MS = 500;

/**
 * A select-only combobox with a listbox (list height SELECT_LIST_HEIGHT_PX, items
 * SELECT_ITEM_HEIGHT_PX, SPEC §9). Keys: arrows, Home/End, Enter/Space, Escape, type-ahead.
 */
export function Select({ label, options, value, defaultValue, onChange, placeholder, error, disabled = false, hideLabel = false, className }: SelectProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const listId = `${baseId}-list`;
  const errorId = `${baseId}-error`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const [innerValue, setInnerValue] = useState(defaultValue);
  const selectedValue = value ?? innerValue;
  const selectedIndex = options.findIndex((option) => option.value === selectedValue);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const root = useRef<HTMLDivElement>(null);
  const combobox = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const typed = useRef({ text: '', at: 0 });
  const hasError = error !== undefined && error !== null && error !== false && error !== '';

  const enabledIndexes = options.flatMap((option, index) => (option.disabled ? [] : [index]));

  const openList = (index = selectedIndex >= 0 ? selectedIndex : enabledIndexes[0] ?? -1) => {
    setOpen(true);
    setActiveIndex(index);
  };
  const closeList = () => {
    setOpen(false);
    setActiveIndex(-1);
  };
  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    if (value === undefined) setInnerValue(option.value);
    if (option.value !== selectedValue) onChange?.(option.value);
    closeList();
    combobox.current?.focus();
  };

  // The list is in the top layer, as wide as the field, below it or above when there is no room,
  // so no dialog clips it (inside the dialog, the birthday Year list would show 3.5 rows).
  useLayoutEffect(() => {
    const element = list.current;
    const trigger = combobox.current;
    if (!open || !element || !trigger) return;
    element.style.setProperty('inline-size', `${trigger.getBoundingClientRect().width}px`);
    return holdInTopLayer(element, () => placePopover(element, trigger, { placement: 'bottom', offset: SELECT_LIST_OFFSET_PX }));
  }, [open]);

  // The active option stays visible while moving through a long list.
  useEffect(() => {
    if (!open || activeIndex < 0) return;
    list.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [open, activeIndex]);

  // A click outside (composedPath: our shadow root retargets events) closes the list.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (!eventPassesThrough(event, root.current)) closeList();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  const move = (step: number) => {
    const position = enabledIndexes.indexOf(activeIndex);
    const next = position < 0 ? (step > 0 ? 0 : enabledIndexes.length - 1) : Math.max(0, Math.min(enabledIndexes.length - 1, position + step));
    setActiveIndex(enabledIndexes[next] ?? -1);
  };
  const pagesize = Math.floor(SELECT_LIST_HEIGHT_PX / SELECT_ITEM_HEIGHT_PX);

  const typeAhead = (char: string) => {
    const now = Date.now();
    typed.current = { text: now - typed.current.at > TYPE_AHEAD_RESET_MS ? char : typed.current.text + char, at: now };
    const search = typed.current.text.toLocaleLowerCase();
    const from = open ? activeIndex : selectedIndex;
    const ordered = [...enabledIndexes.filter((i) => i > from), ...enabledIndexes.filter((i) => i <= from)];
    // A repeated single letter cycles; a longer prefix may stay on the current option.
    const candidates = search.length > 1 && from >= 0 ? [from, ...ordered] : ordered;
    const match = candidates.find((i) => options[i].label.toLocaleLowerCase().startsWith(search));
    if (match === undefined) return;
    if (open) setActiveIndex(match);
    else choose(match);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const { key } = event;
    if (!open) {
      if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ') {
        event.preventDefault();
        openList();
      } else if (key === 'Home' || key === 'End') {
        event.preventDefault();
        openList(key === 'Home' ? enabledIndexes[0] : enabledIndexes[enabledIndexes.length - 1]);
      } else if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
        typeAhead(key);
      }
      return;
    }
    switch (key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) choose(activeIndex);
        else move(-1);
        break;
      case 'PageDown':
        event.preventDefault();
        move(pagesize);
        break;
      case 'PageUp':
        event.preventDefault();
        move(-pagesize);
        break;
      case 'Home':
        event.preventDefault();
        setActiveIndex(enabledIndexes[0] ?? -1);
        break;
      case 'End':
        event.preventDefault();
        setActiveIndex(enabledIndexes[enabledIndexes.length - 1] ?? -1);
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        choose(activeIndex);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        closeList();
        break;
      case 'Tab':
        closeList();
        break;
      default:
        if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) typeAhead(key);
    }
  };

  const selected = selectedIndex >= 0 ? options[selectedIndex] : undefined;
  return (
    <div ref={root} part="select" className={['mkt-select', hasError ? 'mkt-select--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      {/* This component's rules come with it, not in the first-open sheet. */}
      <style>{selectCss}</style>
      <span part="select-label" className={hideLabel ? 'mkt-visually-hidden' : 'mkt-select__label'} id={labelId}>
        {label}
      </span>
      <div
        ref={combobox}
        part="select-trigger"
        className="mkt-select__trigger"
        role="combobox"
        tabIndex={disabled ? -1 : 0}
        aria-labelledby={labelId}
        aria-controls={listId}
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-disabled={disabled || undefined}
        aria-invalid={hasError || undefined}
        aria-describedby={hasError ? errorId : undefined}
        onClick={() => {
          if (disabled) return;
          if (open) closeList();
          else openList();
        }}
        onKeyDown={onKeyDown}
      >
        <span className={selected ? 'mkt-select__value' : 'mkt-select__placeholder'}>{selected?.label ?? placeholder ?? t.selectPlaceholder}</span>
        <span className="mkt-select__arrow" aria-hidden="true" />
      </div>
      <ul
        ref={list}
        part="select-list"
        className="mkt-select__list"
        role="listbox"
        id={listId}
        aria-labelledby={labelId}
        tabIndex={-1}
        popover="manual"
        hidden={!open}
        style={{ maxBlockSize: `${SELECT_LIST_HEIGHT_PX}px` }}
      >
        {options.map((option, index) => (
          <li
            key={option.value}
            part={index === activeIndex ? 'select-option select-option-active' : 'select-option'}
            className={[
              'mkt-select__option',
              index === activeIndex ? 'mkt-select__option--active' : '',
              index === selectedIndex ? 'mkt-select__option--selected' : '',
            ]
              .filter(Boolean)
              .join(' ')}
            role="option"
            id={optionId(index)}
            data-index={index}
            aria-selected={index === selectedIndex}
            aria-disabled={option.disabled || undefined}
            style={{ minBlockSize: `max(${SELECT_ITEM_HEIGHT_PX}px, var(--mkt-touch-target))` }}
            // Keep focus on the combobox while clicking an option.
            onPointerDown={(event) => event.preventDefault()}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
            onMouseMove={() => {
              if (!option.disabled && index !== activeIndex) setActiveIndex(index);
            }}
          >
            {option.label}
          </li>
        ))}
      </ul>
      {hasError ? (
        <p part="select-error" className="mkt-select__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
