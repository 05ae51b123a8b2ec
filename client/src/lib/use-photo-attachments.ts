import { useCallback, useState } from "react";
import { photoProblem } from "./photo-limits";

/**
 * The photos a lead form will send, checked against the server's limits as they are chosen and again
 * before sending, and the message shown under the photo field (the browser's or the server's).
 */
export function usePhotoAttachments() {
  const [photos, setPhotos] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);

  const choose = useCallback((files: File[]) => {
    setPhotos(files);
    setError(photoProblem(files));
  }, []);

  /** True when the chosen photos may be sent; otherwise the problem is shown. */
  const check = useCallback((): boolean => {
    const problem = photoProblem(photos);
    setError(problem);
    return problem === null;
  }, [photos]);

  const clear = useCallback(() => {
    setPhotos([]);
    setError(null);
  }, []);

  return { photos, error, choose, check, clear, showError: setError };
}
