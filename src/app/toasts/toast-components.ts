import { ToastContent } from './ToastContent';

/** notistack's `Components`: the same card for every variant. */
export const TOAST_COMPONENTS = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
  loss: ToastContent,
};
