import type { AnyFieldApi } from '@tanstack/react-form'
import * as v from 'valibot'

type FieldCheck = (props: { value: string }) => string | undefined

/** A message, or a message function of src/paraglide, read when the check fails so it is in the language of that moment. */
type Message = string | (() => string)

const say = (message: Message) => (typeof message === 'function' ? message() : message)

/**
 * A field validator from the contract: `schema` is the rule as generated into
 * `src/client/valibot.gen.ts`, only `message` is ours, in the spec's words. The value is checked
 * as it will be sent: trimmed, unless `trim` is false (a password goes as typed). An empty field
 * passes: whether a field is required is said by `required` or by the form's own message, not by
 * every format rule again.
 */
export function rule(schema: v.GenericSchema<string>, message: Message, { trim = true } = {}): FieldCheck {
  return ({ value }) => {
    const sent = trim ? value.trim() : value
    return sent === '' || v.is(schema, sent) ? undefined : say(message)
  }
}

/** A field that must not be blank, with the spec's message for it. */
export function required(message: Message): FieldCheck {
  return ({ value }) => (value.trim() === '' ? say(message) : undefined)
}

/**
 * A field that repeats another (a password's confirmation). Give it `onBlurListenTo: [other]` too,
 * so changing the first field checks the repeat again.
 */
export function matches(other: string, message: Message) {
  return ({ value, fieldApi }: { value: string; fieldApi: AnyFieldApi }) => (value !== '' && value !== fieldApi.form.getFieldValue(other) ? say(message) : undefined)
}

/** The first message of several checks on one field, in the order given. */
export function firstOf(...checks: FieldCheck[]): FieldCheck {
  return (props) => {
    for (const check of checks) {
      const message = check(props)
      if (message) return message
    }
    return undefined
  }
}

/**
 * What a field shows for its errors: the first one. A string from `rule`, or a Standard Schema
 * issue when a valibot schema is given to a validator directly.
 */
export function errorText(errors: readonly unknown[]): string | undefined {
  const first = errors.find(Boolean)
  if (typeof first === 'string') return first
  if (first && typeof first === 'object' && 'message' in first && typeof first.message === 'string') return first.message
  return undefined
}
