/**
 * Locks page scrolling while at least one holder (mobile menu, dialog) needs
 * it. Returns the release function; releasing twice is harmless.
 */
let holders = 0;

export function lockScroll(): () => void {
  holders += 1;
  document.body.dataset.scrollLocked = "";
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders = Math.max(0, holders - 1);
    if (holders === 0) delete document.body.dataset.scrollLocked;
  };
}

export function isScrollLocked(): boolean {
  return document.body.dataset.scrollLocked !== undefined;
}
