import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { z } from '../../lib/zod';
import type { MessageKey } from '../../i18n';

/**
 * A react-hook-form form checked by a zod schema. Schemas give catalogue keys as their messages
 * (`z.string().min(1, key('errors.firstNameRequired'))`), so one schema serves both languages and the
 * fields translate what they show.
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({ mode: 'onSubmit', reValidateMode: 'onChange', ...options, resolver: zodResolver(schema) });
}

/** A catalogue key as a zod message (typed, so a missing key fails the type check). */
export const key = (id: MessageKey): string => id;

/** A text checked by one of the existing check functions (which answer a catalogue key or null). */
export function checkedText(check: (value: string) => MessageKey | null) {
  return z.string().superRefine((value, ctx) => {
    const problem = check(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}
