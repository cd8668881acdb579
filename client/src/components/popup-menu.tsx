import type { ComponentProps, KeyboardEvent } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';

/** Room kept between a menu and the window's top or bottom edge, in px. */
const EDGE = 4;
/** react-bootstrap's gap between a menu and its toggle, in px. */
const GAP = 2;
/** A menu is never squeezed shorter than this (a few items), in px. */
const MIN_HEIGHT = 96;

/** The part of Popper's state the modifiers below use (with the fixed strategy, rects are in window coordinates). */
interface MenuState {
  placement: string;
  options: { placement: string };
  elements: { popper: HTMLElement };
  rects: { reference: { y: number; height: number }; popper: { height: number } };
  modifiersData: Record<string, Record<string, unknown> | undefined>;
  styles: Record<string, Partial<CSSStyleDeclaration> | undefined>;
}

/**
 * Down or up, whichever the whole menu fits (its own side first); when it fits neither, the side
 * with more room, the menu scrolling inside it. It stands in for Popper's flip on menus that open
 * down or up: flip leaves a menu that fits neither way on its own side, running off the window.
 */
const chooseSide = {
  name: 'chooseSide',
  enabled: true,
  phase: 'beforeRead' as const,
  fn({ state }: { state: MenuState }) {
    const [side, align] = state.options.placement.split('-');
    if (side !== 'bottom' && side !== 'top') return;
    const menu = state.elements.popper;
    const natural = menu.scrollHeight + menu.offsetHeight - menu.clientHeight;
    const toggle = state.rects.reference;
    const room = {
      bottom: menu.ownerDocument.documentElement.clientHeight - (toggle.y + toggle.height) - GAP - EDGE,
      top: toggle.y - GAP - EDGE,
    };
    const other = side === 'bottom' ? 'top' : 'bottom';
    const chosen = natural <= room[side] ? side : natural <= room[other] || room[other] > room[side] ? other : side;
    const height = Math.min(natural, Math.max(room[chosen], MIN_HEIGHT));
    state.placement = align ? `${chosen}-${align}` : chosen;
    // What Popper places is the menu as it will be shown, not as the last update left it.
    state.rects.popper.height = height;
    state.modifiersData.chooseSide = { maxHeight: height };
    const flip = state.modifiersData.flip;
    if (flip) flip._skip = true;
  },
};

/** Caps the menu at the height chooseSide left room for. */
const capHeight = {
  name: 'capHeight',
  enabled: true,
  phase: 'beforeWrite' as const,
  requires: ['computeStyles'],
  fn({ state }: { state: MenuState }) {
    const chosen = state.modifiersData.chooseSide;
    if (chosen && typeof chosen.maxHeight === 'number' && state.styles.popper) state.styles.popper.maxHeight = `${chosen.maxHeight}px`;
  },
};

/** Keeps a menu off the window's side edges. */
const sideMargin = { name: 'preventOverflow', options: { padding: 8 } };

/** Fixed positioning, so a menu inside a scrolling box (`.table-responsive`) is not clipped by it. */
const POPPER_CONFIG = { strategy: 'fixed' as const, modifiers: [chooseSide, capHeight, sideMargin] };

/**
 * A dropdown's menu (role="menu"), placed by Popper with the fixed strategy beside its toggle and
 * inside the window. Home and End reach its first and last item; Tab leaves it and closes it.
 *
 * The `popup-menu` class makes the element `position: fixed` before Popper first measures it.
 * Popper's fixed strategy assumes that: Bootstrap's `.dropdown-menu` is `position: absolute`, so on
 * a menu's first open Popper measured the toggle against the `.dropdown` wrapper (its offsetParent
 * then), i.e. as if the toggle sat at (0, 0), and the menu landed at the window's top right.
 */
export function PopupMenu({ className, onKeyDown, ...props }: ComponentProps<typeof Dropdown.Menu>) {
  return (
    <Dropdown.Menu
      role="menu"
      popperConfig={POPPER_CONFIG}
      className={`popup-menu ${className ?? ''}`}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
        onKeyDown?.(event);
        if (event.key === 'Home' || event.key === 'End') moveToEnd(event);
        if (event.key === 'Tab') leaveMenu(event);
      }}
      {...props}
    />
  );
}

/**
 * Tab leaves the menu: its items (buttons) are taken out of the tab order just before the key's own
 * move, so the focus goes on to the control after the menu (or, with Shift, back to the toggle), and
 * the dropdown closes as the focus is then outside it. Without this, Tab walked through the items.
 */
function leaveMenu(event: KeyboardEvent<HTMLElement>) {
  for (const item of event.currentTarget.querySelectorAll('[role^="menuitem"]')) item.setAttribute('tabindex', '-1');
}

/** Home and End move the focus to the first and last item that can take it (arrows are the dropdown's own). */
function moveToEnd(event: KeyboardEvent<HTMLElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled):not(.disabled)')];
  const target = event.key === 'Home' ? items[0] : items[items.length - 1];
  if (!target) return;
  event.preventDefault();
  target.focus();
}
