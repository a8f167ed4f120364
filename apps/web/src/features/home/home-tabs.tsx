import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type HomeTab = { value: string; label: ReactNode; content: ReactNode; onIntent?: () => void };

type HomeTabsProps = {
  label: string;
  tabs: readonly HomeTab[];
  value: string;
  onValueChange: (value: string) => void;
  /** Signed in, the tabs show how and cannot be switched. */
  disabled?: boolean;
  listClassName: string;
  tabClassName: string;
  panelClassName: string;
};

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The home screen's two tabs (guest or account), by the WAI-ARIA tabs pattern: one tab stop, arrows, Home
 * and End move and select (automatic activation), only the selected panel is rendered. Written here rather
 * than with Radix Tabs, which with its roving-focus and collection parts weighed about 4.5 KB of the first
 * screen's 120 KB budget (docs/decisions/024-route-splitting-and-bundle-budgets.md). Selected and
 * unselected tabs carry data-state="active" / "inactive", as Radix's did, for their styles.
 */
export function HomeTabs(props: HomeTabsProps) {
  const { label, tabs, value, onValueChange, disabled, listClassName, tabClassName, panelClassName } = props;
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = tabs.find((tab) => tab.value === value) ?? tabs[0]!;

  function onKeyDown(event: KeyboardEvent, index: number) {
    const move = MOVES[event.key];
    if (!move || disabled) return;
    event.preventDefault();
    const next = move(index, tabs.length);
    buttons.current[next]?.focus();
    onValueChange(tabs[next]!.value);
  }

  return (
    <div>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={listClassName}>
        {tabs.map((tab, index) => {
          const active = tab === selected;
          return (
            <button
              key={tab.value}
              ref={(element) => void (buttons.current[index] = element)}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-selected={active}
              aria-controls={active ? `${id}-panel` : undefined}
              data-state={active ? 'active' : 'inactive'}
              tabIndex={active ? 0 : -1}
              disabled={disabled}
              className={tabClassName}
              onClick={() => onValueChange(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              onPointerEnter={tab.onIntent}
              onFocus={tab.onIntent}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        key={selected.value}
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${selected.value}`}
        tabIndex={0}
        className={panelClassName}
      >
        {selected.content}
      </div>
    </div>
  );
}
