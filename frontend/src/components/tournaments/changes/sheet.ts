/**
 * A change's dialogs on a phone are a bottom sheet (the thumb reaches its buttons); from 640 px
 * they sit in the middle. Their content scrolls, their buttons stay in reach.
 */
export const SHEET =
  'fixed inset-x-0 bottom-0 z-50 grid max-h-[92dvh] gap-4 overflow-y-auto rounded-t-3xl bg-white p-5 shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(40rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-6';

export const BIG_BUTTON =
  'flex min-h-14 items-center justify-center rounded-xl px-4 py-2 text-center text-lg leading-tight font-bold shadow-sm disabled:opacity-60';

/** A sheet whose body scrolls between a fixed head and a fixed row of buttons (the change preview). */
export const SCROLLING_SHEET =
  'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col overflow-hidden rounded-t-3xl bg-white shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[88dvh] sm:w-[min(40rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl';
