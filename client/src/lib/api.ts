/**
 * The one way the browser talks to the API (spec section 7, "General behaviour"): session cookies
 * always; a JSON content type only when there is a body; any non-ok answer becomes an Error whose
 * message is "<status>: <body text or status text>".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }

  /** The server's own message from a `{ message }` body, when there is one. */
  get serverMessage(): string | undefined {
    try {
      const body = JSON.parse(this.bodyText) as { message?: unknown };
      return typeof body.message === "string" ? body.message : undefined;
    } catch {
      return undefined;
    }
  }

  /** Field messages from a 400 `{ errors }` body. */
  get fieldErrors(): Record<string, string> {
    try {
      const body = JSON.parse(this.bodyText) as { errors?: Record<string, string> };
      return body.errors ?? {};
    } catch {
      return {};
    }
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, text, response.statusText);
  }
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const isForm = typeof FormData !== "undefined" && data instanceof FormData;
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: data !== undefined && !isForm ? { "Content-Type": "application/json" } : {},
    body: data === undefined ? undefined : isForm ? data : JSON.stringify(data),
  });
  await throwIfNotOk(response);
  return response;
}

export type UnauthorizedBehavior = "throw" | "returnNull";

/** Query function for React Query: the query key is the URL. A 401 throws unless told otherwise. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T> => {
    const response = await fetch(queryKey.join("/"), { credentials: "include" });
    if (on401 === "returnNull" && response.status === 401) return null as T;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
