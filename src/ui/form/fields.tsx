import { NativeSelect, PasswordInput, TextInput, type NativeSelectProps, type PasswordInputProps, type TextInputProps } from '@mantine/core'
import { useFieldContext } from '@/ui/form/form-context'
import { errorText } from '@/ui/form/rules'
import { m } from '@/paraglide/messages'

/** What the form owns on every input: its value, its error, and the events that validate it. */
export type Owned = 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'name'

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

/**
 * Every password the app asks for. Its show/hide toggle is a stop for the keyboard too (Mantine leaves
 * it out of the tab order), named in the page's language; aria-pressed says whether it is shown.
 */
export function PasswordField(props: Omit<PasswordInputProps, Owned>) {
  return <PasswordInput visibilityToggleFocusable visibilityToggleButtonProps={{ 'aria-label': m.desk_password_show() }} {...props} {...useBoundField()} />
}

export function SelectField(props: Omit<NativeSelectProps, Owned>) {
  return <NativeSelect {...props} {...useBoundField()} />
}
