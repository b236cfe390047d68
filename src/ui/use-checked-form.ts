import { useState, type FormEvent } from 'react'
import type { Checked } from '@/ui/check-fields'

/**
 * A dialog form's state: the typed values, each field's error cleared as it is edited, one
 * submission at a time, and the dialog closed only once the caller's submit resolves. When it
 * rejects (the server refused, and the caller has said why) the dialog stays open so nothing typed
 * is lost. Every field is text; `normalise` may reshape a value as it is typed (upper-case codes).
 */
export function useCheckedForm<F extends { [K in keyof F]: string }, V>(options: {
  initial: F
  check: (fields: F) => Checked<V, F>
  submit: (values: V) => Promise<unknown>
  onClose: () => void
  normalise?: (key: keyof F, value: string) => string
}) {
  const { check, submit, onClose, normalise } = options
  const [fields, setFields] = useState(options.initial)
  const [errors, setErrors] = useState<Partial<Record<keyof F, string>>>({})
  const [submitting, setSubmitting] = useState(false)

  function set(key: keyof F, value: string) {
    setFields((current) => ({ ...current, [key]: normalise ? normalise(key, value) : value }))
    setErrors((current) => ({ ...current, [key]: undefined }))
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const checked = check(fields)
    if (!checked.ok) {
      setErrors(checked.errors)
      return
    }
    setSubmitting(true)
    try {
      await submit(checked.values)
    } catch {
      setSubmitting(false)
      return
    }
    onClose()
  }

  return { fields, errors, submitting, set, handleSubmit }
}
