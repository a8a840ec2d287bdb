import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as zustand from 'zustand';
import * as casinoShared from '@casino/shared';
import singletonsConfig from '@casino/shared/build/singletons.json';

/**
 * The modules the page has once (shared/build/singletons.json): a remote's build reads each import
 * of them from `window[global]`, so every remote renders with the shell's renderer and reads the
 * shell's stores, bus and router. Versions are checked before a remote runs (`compatibility.ts`).
 */
export const singletons: Readonly<Record<string, unknown>> = Object.freeze({
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  zustand,
  '@casino/shared': casinoShared,
});

export const SINGLETONS_GLOBAL = singletonsConfig.global;

/** Hands the singletons to remotes; once, before the first remote entry runs. */
export function provideSingletons(target: object = window): void {
  if (Object.prototype.hasOwnProperty.call(target, SINGLETONS_GLOBAL)) return;
  Object.defineProperty(target, SINGLETONS_GLOBAL, { value: singletons, enumerable: false });
}
