import { m } from '@/paraglide/messages'
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
          {(field) => <field.SelectField label={m.admin_users_role()} data={roleOptions} withAsterisk />}
        </form.AppField>
        <form.AppField name="name" validators={{ onBlur: USER_CHECKS.name }}>
          {(field) => <field.TextField label={m.admin_users_name()} withAsterisk />}
        </form.AppField>
        <form.AppField name="mobile" validators={{ onBlur: USER_CHECKS.mobile }}>
          {(field) => <field.TextField label={m.admin_users_mobile()} type="tel" inputMode="numeric" maxLength={10} withAsterisk />}
        </form.AppField>
        <form.AppField name="email" validators={{ onBlur: USER_CHECKS.email }}>
          {(field) => <field.TextField label={m.credentials_email()} type="email" withAsterisk />}
        </form.AppField>
      </>
    )
  },
})
