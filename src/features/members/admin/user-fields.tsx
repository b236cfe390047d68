import { withForm } from '@/ui/form/app-form'
import { NO_USER, USER_CHECKS } from '@/features/members/admin/user-form'

/** What the add and the update dialog both ask: role, name, mobile and email. */
export const UserFields = withForm({
  defaultValues: NO_USER,
  props: { roleOptions: [] as { value: string; label: string }[] },
  render: function UserFields({ form, roleOptions }) {
    return (
      <>
        <form.AppField name="role" validators={{ onBlur: USER_CHECKS.role }}>
          {(field) => <field.SelectField label="Role" data={roleOptions} withAsterisk />}
        </form.AppField>
        <form.AppField name="name" validators={{ onBlur: USER_CHECKS.name }}>
          {(field) => <field.TextField label="Name" withAsterisk />}
        </form.AppField>
        <form.AppField name="mobile" validators={{ onBlur: USER_CHECKS.mobile }}>
          {(field) => <field.TextField label="Mobile" type="tel" inputMode="numeric" maxLength={10} withAsterisk />}
        </form.AppField>
        <form.AppField name="email" validators={{ onBlur: USER_CHECKS.email }}>
          {(field) => <field.TextField label="Email" type="email" withAsterisk />}
        </form.AppField>
      </>
    )
  },
})
