import { toast, type ToastOptions } from 'react-toastify';
import { appConfig } from './config';

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

/** The red counterfeit warning of section 8: error icon, top centre, 360 px wide, 3 s. */
export function notifyCounterfeit(): void {
  toast.error('Invalid! It indicates counterfeiting. Please report it immediately.', {
    ...topCenter,
    theme: 'colored',
    style: { width: 360, maxWidth: 'calc(100vw - 16px)' },
  });
}
