/**
 * The one way the client makes a form (decision 0156): react-hook-form, checked by zodResolver with
 * the shared schema the server validates the same body with, so the browser says what the API would
 * before anything is sent. The form's values are the schema's input; the submit handler receives
 * its output (trimmed, converted), which is what is sent.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from "react-hook-form";
import type * as z from "zod/v4/core";

/** A shared schema whose input is a form's values (an object). */
type FormSchema = z.$ZodType<unknown, FieldValues>;

export type FormInput<Schema extends FormSchema> = z.input<Schema>;
export type FormOutput<Schema extends FormSchema> = z.output<Schema>;
export type ZodForm<Schema extends FormSchema> = UseFormReturn<FormInput<Schema>, unknown, FormOutput<Schema>>;

type Options<Schema extends FormSchema> = Omit<UseFormProps<FormInput<Schema>, unknown, FormOutput<Schema>>, "resolver">;

/**
 * For a form whose messages change only when it is sent again (not while typing), and that leaves
 * the focus where it is on a refusal: the form moves it itself where the order matters, or not at all.
 */
export const messagesOnSubmit = { reValidateMode: "onSubmit", shouldFocusError: false } as const;

export function useZodForm<Schema extends FormSchema>(schema: Schema, options: Options<Schema> = {}): ZodForm<Schema> {
  // The resolver's own overloads cannot follow a generic schema; its answer is exactly this type.
  const resolver = zodResolver(schema as never) as unknown as Resolver<FormInput<Schema>, unknown, FormOutput<Schema>>;
  return useForm<FormInput<Schema>, unknown, FormOutput<Schema>>({ ...options, resolver });
}
