import { createElement, type ReactNode } from 'react';
import type { ToastContentProps, ToastOptions } from 'react-toastify';
import { appConfig } from './config';
import { lazyModule } from './lazy-module';

/**
 * Every toast of the app goes through this module. react-toastify (and the container that renders the
 * toasts) is downloaded with the first toast, so a page that shows none never loads it. react-toastify
 * queues a toast raised before its container has mounted and shows it once the container subscribes.
 */
type ToastModule = typeof import('./toast-container');

// A failed download (offline, a redeploy) is tried again with the next toast.
const toastModule = lazyModule<ToastModule>(() => import('./toast-container'));

type Kind = 'success' | 'error' | 'info';

/**
 * Raises the toast once react-toastify is loaded. The promise settles then (or when the download failed),
 * so what must follow the message being on screen, such as a redirect after it, can wait for it.
 */
type Content = string | ((props: ToastContentProps) => ReactNode);

function show(kind: Kind, message: Content, options?: ToastOptions): Promise<void> {
  return toastModule.load().then(
    (module) => void module.toast[kind](message, options),
    (error: unknown) => console.warn('Toast could not be shown', message, error),
  );
}

/** react-toastify's `toast.success/error/info`, loaded on first use; each resolves once the toast is raised. */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
};

/** Renders react-toastify's container once the first toast has loaded it (nothing before that). */
export function ToastHost() {
  const module = toastModule.useLoaded();
  return module ? createElement(module.Toasts) : null;
}

/**
 * react-toastify's defaults (top right, 5 s) are the specification's default; the messages the
 * specification pins to "top centre, 3 s" go through these helpers.
 */
export const topCenter: ToastOptions = { position: 'top-center', autoClose: appConfig.toastDelayMs };

export const notifyTopCenter = {
  success: (message: string) => toast.success(message, topCenter),
  error: (message: string) => toast.error(message, topCenter),
  info: (message: string) => toast.info(message, topCenter),
};

export const COUNTERFEIT_MESSAGE = 'Invalid! It indicates counterfeiting. Please report it immediately.';

/**
 * The red counterfeit warning of section 8: error icon, top centre, 360 px wide, 3 s (held while hovered or
 * focused). With `onReport` it offers "Report it", which opens the counterfeit report form for the id.
 */
export function notifyCounterfeit(onReport?: () => void): void {
  const content: Content = onReport
    ? ({ closeToast }) =>
        createElement(
          'div',
          { className: 'toast-with-action' },
          createElement('span', null, COUNTERFEIT_MESSAGE),
          createElement(
            'button',
            {
              type: 'button',
              className: 'toast-action',
              onClick: () => {
                closeToast();
                onReport();
              },
            },
            'Report it',
          ),
        )
    : COUNTERFEIT_MESSAGE;
  void show('error', content, {
    ...topCenter,
    toastId: 'counterfeit',
    theme: 'colored',
    style: { width: 360, maxWidth: 'calc(100vw - 16px)' },
  });
}
