import { NativeSelect, PasswordInput, Switch, TextInput, type NativeSelectProps, type PasswordInputProps, type SwitchProps, type TextInputProps } from '@mantine/core'
import { useFieldContext } from '@/ui/form/form-context'
import { errorText } from '@/ui/form/rules'

/** What the form owns on every input: its value, its error, and the events that validate it. */
type Owned = 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'name'

/**
 * Binds the current field to a Mantine input. Validators run on blur and on submit; once an error
 * shows, each keystroke checks again, so a fixed value loses its error at once rather than on the
 * next blur. `normalise` reshapes what is typed (digits only, upper case) before it is kept.
 */
function useBoundField(normalise?: (typed: string) => string) {
  const field = useFieldContext<string>()
  return {
    name: field.name,
    value: field.state.value,
    error: errorText(field.state.meta.errors),
    onBlur: field.handleBlur,
    onChange: (event: { currentTarget: { value: string } }) => {
      const typed = event.currentTarget.value
      field.handleChange(normalise ? normalise(typed) : typed)
      if (field.state.meta.errors.length > 0) void field.validate('blur')
    },
  }
}

export function TextField({ normalise, ...props }: Omit<TextInputProps, Owned> & { normalise?: (typed: string) => string }) {
  return <TextInput {...props} {...useBoundField(normalise)} />
}

export function PasswordField(props: Omit<PasswordInputProps, Owned>) {
  return <PasswordInput {...props} {...useBoundField()} />
}

export function SelectField(props: Omit<NativeSelectProps, Owned>) {
  return <NativeSelect {...props} {...useBoundField()} />
}

/** An on/off setting: a boolean field, saved with the form (no validator needed). */
export function SwitchField(props: Omit<SwitchProps, Owned | 'checked'>) {
  const field = useFieldContext<boolean>()
  return <Switch {...props} name={field.name} checked={field.state.value} onBlur={field.handleBlur} onChange={(event) => field.handleChange(event.currentTarget.checked)} />
}
