/**
 * The linter's rules that keep the browser on the typed API layer (eslint.config.js, decision 0154):
 * run through ESLint itself on small offending snippets where such code would live (a feature, a
 * page), and on the allowed forms. A rule that stopped firing (a moved folder, a later block that
 * replaced it) fails here.
 */
import { describe, expect, it } from "vitest";
import { matching, messagesFor } from "../support/lint-text";

const mutationMessage = "Make changes with useAdminEndpointMutation or useEndpointMutation";
const urlMessage = "Call the API by its endpoint's name";

const inlineMutation = `import { useMutation } from "@tanstack/react-query";
export const useSave = () => useMutation({ mutationFn: async (name: string) => name });
`;
const urlCall = `import { apiRequest } from "@/lib/api";
export const save = (id: string) => apiRequest("POST", \`/api/quotes/\${id}/send\`);
`;

describe("useMutation only through the endpoint hooks", () => {
  it.each(["client/src/features/schedule/lint-sample.tsx", "client/src/pages/schedule/lint-sample.tsx", "client/src/components/lint-sample.ts"])(
    "refuses an inline useMutation in %s",
    async (file) => {
      expect(matching(await messagesFor(file, inlineMutation), mutationMessage)).toHaveLength(1);
    },
  );

  it("allows it where the hooks are made", async () => {
    expect(matching(await messagesFor("client/src/api/lint-sample.ts", inlineMutation), mutationMessage)).toEqual([]);
    expect(matching(await messagesFor("client/src/lib/use-admin-mutation.ts", inlineMutation), mutationMessage)).toEqual([]);
  });

  it("allows the endpoint hooks in a feature", async () => {
    const code = `import { useAdminEndpointMutation } from "@/api/endpoint-mutations";
export const useSend = (id: string) => useAdminEndpointMutation("sendQuote", { request: () => ({ params: { id } }) });
`;
    expect(await messagesFor("client/src/features/quotes/lint-sample.ts", code)).toEqual([]);
  });
});

describe("no URL-string calls outside the typed layer", () => {
  it.each(["client/src/features/quotes/lint-sample.ts", "client/src/pages/quote/lint-sample.ts"])("refuses apiRequest in %s", async (file) => {
    expect(matching(await messagesFor(file, urlCall), urlMessage)).toHaveLength(1);
  });

  it("refuses uploadRequest through a relative path too", async () => {
    const code = `import { uploadRequest } from "../../lib/api";\nexport const up = uploadRequest;\n`;
    expect(matching(await messagesFor("client/src/features/photos/lint-sample.ts", code), urlMessage)).toHaveLength(1);
  });

  it("allows the typed layer itself, and ApiError anywhere", async () => {
    expect(matching(await messagesFor("client/src/api/lint-sample.ts", urlCall), urlMessage)).toEqual([]);
    const code = `import { ApiError } from "@/lib/api";\nexport const isApiError = (error: unknown) => error instanceof ApiError;\n`;
    expect(await messagesFor("client/src/features/quotes/lint-sample.ts", code)).toEqual([]);
  });
});
