import type { ErrorCode } from "@shared/api-errors";
import type { ErrorAnswer } from "@shared/api/responses";

/**
 * The one way the browser talks to the API: session cookies
 * always; a JSON content type only when there is a body (a file goes as it is, with its own type);
 * any non-ok answer becomes an Error whose message is "<status>: <body text or status text>".
 */
export class ApiError extends Error {
  /** The error answer's body, when it is the API's error shape. */
  readonly body: Partial<ErrorAnswer>;

  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.body = parseErrorBody(bodyText);
  }

  /** The stable machine code (shared/api-errors.ts): what callers branch on. */
  get code(): ErrorCode | undefined {
    return this.body.code;
  }

  /** The server's own message, for people. */
  get serverMessage(): string | undefined {
    return this.body.message;
  }

  /** Field messages from a 400 `{ errors }` body. */
  get fieldErrors(): Record<string, string> {
    return this.body.errors ?? {};
  }
}

function parseErrorBody(text: string): Partial<ErrorAnswer> {
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === "object" ? body : {};
  } catch {
    return {};
  }
}

/** The error's code when it is an API error (undefined for network failures and non-API answers). */
export function errorCode(error: unknown): ErrorCode | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, text, response.statusText);
  }
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const isForm = typeof FormData !== "undefined" && data instanceof FormData;
  // A file (Blob) is sent as the raw body, with its own type (e.g. a PDF to /api/verify).
  const isBlob = typeof Blob !== "undefined" && data instanceof Blob;
  const headers: Record<string, string> =
    data === undefined || isForm ? {} : isBlob ? { "Content-Type": data.type || "application/octet-stream" } : { "Content-Type": "application/json" };
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers,
    body: data === undefined ? undefined : isForm || isBlob ? data : JSON.stringify(data),
  });
  await throwIfNotOk(response);
  return response;
}

/** How much of an upload has gone: bytes sent of the whole request body. */
export type UploadProgress = { loaded: number; total: number };

/** Answers that may not carry a body; a Response built for them must have none. */
const bodylessStatuses = new Set([101, 204, 205, 304]);

/**
 * apiRequest for a FormData body that reports upload progress (fetch cannot) and can be cancelled.
 * Same wire behaviour: session cookies, no content type of our own (the browser sets the multipart
 * boundary), a non-ok answer throws ApiError. A cancel rejects with an AbortError DOMException and a
 * network failure with a TypeError, as fetch does, so callers handle both paths alike.
 */
export function uploadRequest(
  method: string,
  url: string,
  data: FormData,
  { onProgress, signal }: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<Response> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException("The upload was cancelled.", "AbortError"));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    const abort = () => xhr.abort();
    signal?.addEventListener("abort", abort, { once: true });
    const settle = () => signal?.removeEventListener("abort", abort);
    xhr.onload = () => {
      settle();
      const text = xhr.responseText;
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, text, xhr.statusText));
        return;
      }
      resolve(new Response(bodylessStatuses.has(xhr.status) ? null : text, { status: xhr.status, statusText: xhr.statusText }));
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError("Failed to fetch"));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException("The upload was cancelled.", "AbortError"));
    };
    xhr.send(data);
  });
}

/** True for the rejection of a request the visitor cancelled. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}
