/**
 * One form approach (eslint.config.js, decision 0156): a client file that renders a <form> makes it
 * with useZodForm, and only client/src/lib/use-zod-form.ts calls useForm or zodResolver. Run through
 * ESLint itself on small snippets where such code would live, on the allowed forms, and on the
 * rule's two exceptions. A rule that stopped firing (a moved file, a later block that replaced it)
 * fails here.
 */
import { describe, expect, it } from "vitest";
import { matching, messagesFor } from "../support/lint-text";

const formMessage = "Make a form with useZodForm";

const handWrittenForm = `import { useState } from "react";
export function NameForm({ onSave }: { onSave: (name: string) => void }) {
  const [name, setName] = useState("");
  return (
    <form onSubmit={(event) => { event.preventDefault(); onSave(name); }}>
      <input value={name} onChange={(event) => setName(event.target.value)} />
    </form>
  );
}
`;

const zodForm = `import { z } from "zod/mini";
import { useZodForm } from "@/lib/use-zod-form";
const nameSchema = z.object({ name: z.string() });
export function NameForm({ onSave }: { onSave: (name: string) => void }) {
  const form = useZodForm(nameSchema, { defaultValues: { name: "" } });
  return (
    <form onSubmit={form.handleSubmit(({ name }) => onSave(name))}>
      <input {...form.register("name")} />
    </form>
  );
}
`;

const ownUseForm = `import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod/mini";
const nameSchema = z.object({ name: z.string() });
export const useNameForm = () => useForm({ resolver: zodResolver(nameSchema) });
`;

// The first run builds ESLint with the type-aware resolver: seconds on a busy machine.
describe("a <form> is made with useZodForm", { timeout: 30_000 }, () => {
  it.each(["client/src/features/leads/lint-sample.tsx", "client/src/components/ui/lint-sample.tsx", "client/src/pages/quote/lint-sample.tsx"])(
    "refuses a hand-written form in %s",
    async (file) => {
      expect(matching(await messagesFor(file, handWrittenForm), formMessage)).toHaveLength(1);
    },
  );

  it("allows a form made with useZodForm", async () => {
    expect(await messagesFor("client/src/features/leads/lint-sample.tsx", zodForm)).toEqual([]);
  });

  it("allows the two named exceptions, and only them", async () => {
    for (const file of [
      "client/src/features/pricing-calculator/price-calculator.tsx",
      "client/src/features/change-orders-admin/change-order-form.tsx",
    ]) {
      expect(matching(await messagesFor(file, handWrittenForm), formMessage)).toEqual([]);
    }
    expect(matching(await messagesFor("client/src/features/pricing-calculator/other-calculator.tsx", handWrittenForm), formMessage)).toHaveLength(1);
  });
});

describe("only lib/use-zod-form.ts makes a react-hook-form form", { timeout: 30_000 }, () => {
  it.each(["client/src/features/leads/lint-sample.ts", "client/src/features/change-orders-admin/change-order-form.tsx"])(
    "refuses useForm and zodResolver in %s",
    async (file) => {
      expect(matching(await messagesFor(file, ownUseForm), formMessage)).toHaveLength(2);
    },
  );

  it("allows them in the helper", async () => {
    expect(matching(await messagesFor("client/src/lib/use-zod-form.ts", ownUseForm), formMessage)).toEqual([]);
  });
});
