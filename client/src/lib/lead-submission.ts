import type { EndpointTable } from "@shared/api/endpoints";
import { apiRequest, uploadRequest, type UploadProgress } from "./api";

/**
 * The two lead forms' addresses, typed as the endpoint table's paths: written out (not looked up in
 * shared/api/routes.ts) so the public form pages do not load the routes map, yet a renamed path still
 * fails the typecheck here (decision 0154).
 */
export type LeadFormPath = EndpointTable["submitLead" | "submitEstimate"]["path"];

/**
 * A lead form's entries as multipart text parts beside the photos, the way the server's upload
 * routes read them: each field as its text, a nested answer (an object) as its JSON text, and
 * nothing for a field left out.
 */
export function toLeadFormData(fields: Record<string, unknown>, photos: readonly File[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.append(key, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  photos.forEach((photo) => form.append("photos", photo, photo.name));
  return form;
}

/**
 * Sends a lead: plain JSON without photos; with photos as multipart over XMLHttpRequest, so the form
 * can show how much has gone and the visitor can cancel a slow upload.
 */
export function sendLead(
  url: LeadFormPath,
  fields: Record<string, unknown>,
  photos: readonly File[],
  options: { signal?: AbortSignal; onProgress?: (progress: UploadProgress) => void } = {},
): Promise<Response> {
  if (photos.length === 0) return apiRequest("POST", url, fields);
  return uploadRequest("POST", url, toLeadFormData(fields, photos), options);
}

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/** "Uploading photos… 45% (1.5 of 3.4 MB)", then a word for the wait while the server reads them. */
export function uploadProgressText({ loaded, total }: UploadProgress): string {
  if (total > 0 && loaded >= total) return "Photos sent. Checking them…";
  const percent = total > 0 ? Math.floor((loaded / total) * 100) : 0;
  return `Uploading photos… ${percent}% (${megabytes(loaded)} of ${megabytes(total)} MB)`;
}

/** What a form says after the visitor cancelled an upload: the request never arrived. */
export const uploadCancelledText = "Upload cancelled: your request was not sent. Your entries are still here, so you can send it again.";
