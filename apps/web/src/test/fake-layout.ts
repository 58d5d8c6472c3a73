import { fireEvent } from '@testing-library/react';

/**
 * jsdom lays nothing out (every size is 0), so a virtualised list would render nothing in a box, or everything in
 * the window. This gives list items and scroll boxes (`overflow-y-auto`) fixed heights, and scrolls the window or a
 * box by setting its offset and firing `scroll`. Call the returned function to undo it.
 */
export function fakeLayout({ itemHeight, boxHeight = 300 }: { itemHeight: number; boxHeight?: number }) {
  const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
  const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
  const scrollTo = window.scrollTo;
  // jsdom has no window.scrollTo (the virtualiser calls it when it keeps the view steady).
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.tagName === 'LI' ? itemHeight : 0;
    },
  });
  Object.defineProperty(Element.prototype, 'clientHeight', {
    configurable: true,
    get(this: Element) {
      return this.classList.contains('overflow-y-auto') ? boxHeight : 0;
    },
  });
  return () => {
    if (offsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
    if (clientHeight) Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
    window.scrollTo = scrollTo;
  };
}

/** Scrolls a box that `fakeLayout` sized to `top` px. */
export function scrollBox(box: HTMLElement, top: number) {
  Object.defineProperty(box, 'scrollTop', { configurable: true, writable: true, value: top });
  fireEvent.scroll(box);
}

/** Scrolls the window to `top` px. */
export function scrollWindow(top: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: top });
  fireEvent.scroll(window);
}
