import { Switch, type SwitchProps } from '@mantine/core'
import { useFieldContext } from '@/ui/form/form-context'
import type { Owned } from '@/ui/form/fields'

/**
 * An on/off setting: a boolean field, saved with the form (no validator needed). Rendered inside a
 * field (`<form.AppField name="enabled">{() => <SwitchField label="..." />}</form.AppField>`) rather
 * than given to `createFormHook` with the others: the hook's components ride with every form, the
 * login's too, and Mantine's Switch weighed 1.5 kB gzip there, for the one form that has a switch.
 */
export function SwitchField(props: Omit<SwitchProps, Owned | 'checked'>) {
  const field = useFieldContext<boolean>()
  return <Switch {...props} name={field.name} checked={field.state.value} onBlur={field.handleBlur} onChange={(event) => field.handleChange(event.currentTarget.checked)} />
}
