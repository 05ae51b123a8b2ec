import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { currentToasts, noToasts, subscribeToToasts } from "./toast-store";

const ToastViewport = lazy(() => import("./toast"));

/** Mounts the toast renderer when the first toast is raised, and keeps it from then on. */
export function Toaster() {
  const hasToast = useSyncExternalStore(
    subscribeToToasts,
    () => currentToasts().length > 0,
    () => noToasts().length > 0,
  );
  const [mounted, setMounted] = useState(false);
  if (hasToast && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  );
}
