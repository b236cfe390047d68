import * as v from 'valibot'

/** What a form's check gives back: the values to send, or a message for each field that is wrong. */
export type Checked<V, F> = { ok: true; values: V } | { ok: false; errors: Partial<Record<keyof F, string>> }

/** The form's fields through its valibot schema: the parsed values, or each field's first message. */
export function checkFields<F, V>(schema: v.GenericSchema<unknown, V>, fields: F): Checked<V, F> {
  const result = v.safeParse(schema, fields, { abortPipeEarly: true })
  if (result.success) return { ok: true, values: result.output }
  const errors: Partial<Record<keyof F, string>> = {}
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key as keyof F | undefined
    if (key && !errors[key]) errors[key] = issue.message
  }
  return { ok: false, errors }
}
