import { useEffect, useRef, type ReactNode } from 'react'
import { Button, type ButtonProps } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useStore } from '@tanstack/react-form'
import { useFormContext } from '@/ui/form/form-context'
import { errorText } from '@/ui/form/rules'

/** The `<form>` element: submits through the form, once at a time (Enter while busy does nothing). */
export function Form({ children }: { children: ReactNode }) {
  const form = useFormContext()
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        event.stopPropagation()
        if (!form.state.isSubmitting) void form.handleSubmit()
      }}
    >
      {children}
    </form>
  )
}

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  label: string
  /** The label while the submission runs, e.g. 'Logging in...'. */
  pendingLabel: string
}

/** Disabled while the form submits: `onSubmit` returns the request's promise (see `untilSettled`). */
export function SubmitButton({ label, pendingLabel, disabled, ...props }: SubmitButtonProps) {
  const form = useFormContext()
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  return (
    <Button type="submit" {...props} disabled={disabled || submitting}>
      {submitting ? pendingLabel : label}
    </Button>
  )
}

/**
 * The form-wide problem, in the spec's words, as an error toast on each refused submit. The form
 * gives it as its `onDynamic` validator under `revalidateLogic()`, so after the first submit it is
 * checked on every change: a toast whose problem is fixed (or has become another) closes then.
 */
export function ProblemToast() {
  const form = useFormContext()
  const problem = useStore(form.store, (state) => errorText([state.errorMap.onDynamic])) ?? ''
  const attempts = useStore(form.store, (state) => state.submissionAttempts)
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  const shown = useRef({ attempts: 0, ids: [] as string[], problem: '' })

  useEffect(() => {
    const last = shown.current
    if (last.problem !== problem) {
      last.ids.forEach((id) => notifications.hide(id))
      last.ids = []
      last.problem = problem
    }
    // An attempt is judged once its validation is over, that is once it stops submitting.
    if (attempts === last.attempts || submitting) return
    last.attempts = attempts
    if (problem) last.ids.push(notifications.show({ message: problem, color: 'red' }))
  }, [problem, attempts, submitting])

  return null
}

/**
 * For `onSubmit`: the form stays submitting (its button disabled) until the request settles. A
 * failure is not thrown on: the mutation's own `onError` has told the person already.
 */
export function untilSettled(request: Promise<unknown>): Promise<void> {
  return request.then(
    () => undefined,
    () => undefined,
  )
}
