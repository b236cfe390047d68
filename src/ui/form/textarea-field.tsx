import { Textarea, type TextareaProps } from '@mantine/core'
import { useFieldContext } from '@/ui/form/form-context'
import { errorText } from '@/ui/form/rules'

/**
 * A multi-line text field for the app form, bound like the foundation's `TextField` (checked on
 * blur and submit, re-checked while typing once an error shows). It sits here until `ui/form`
 * gets one of its own.
 */
export function TextareaField(props: Omit<TextareaProps, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'name'>) {
  const field = useFieldContext<string>()
  return (
    <Textarea
      {...props}
      name={field.name}
      value={field.state.value}
      error={errorText(field.state.meta.errors)}
      onBlur={field.handleBlur}
      onChange={(event) => {
        field.handleChange(event.currentTarget.value)
        if (field.state.meta.errors.length > 0) void field.validate('blur')
      }}
    />
  )
}
