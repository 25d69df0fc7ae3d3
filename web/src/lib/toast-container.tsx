import { ToastContainer, toast } from 'react-toastify';

/**
 * The part of the toasts that is only downloaded with the first toast (see ./toast.ts). react-toastify 11
 * injects its own stylesheet when the container mounts, so no CSS import is needed here.
 */
export { toast };

export function Toasts() {
  return <ToastContainer newestOnTop theme="light" />;
}
