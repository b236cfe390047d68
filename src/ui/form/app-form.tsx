import { createFormHook } from '@tanstack/react-form'
import { fieldContext, formContext } from '@/ui/form/form-context'
import { PasswordField, SelectField, TextField } from '@/ui/form/fields'
import { Form, ProblemToast, SubmitButton } from '@/ui/form/form-parts'

/**
 * Every form of the app is a TanStack Form made with this hook; `README.md` beside it shows how
 * to write one. Field components bind a Mantine input to the field they are rendered in (its
 * error inline under it); form components read the form they are rendered in.
 */
export const { useAppForm, withForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, PasswordField, SelectField },
  formComponents: { Form, SubmitButton, ProblemToast },
})
