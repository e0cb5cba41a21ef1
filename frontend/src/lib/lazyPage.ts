import { type ComponentType, lazy } from 'react';

/**
 * A page loaded on first visit, in a chunk of its own: a spectator opening the public board from a
 * QR code does not download the organiser's screens, the legal texts or the landing page.
 */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
