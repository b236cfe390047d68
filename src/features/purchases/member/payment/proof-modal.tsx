import { useRef, useState } from 'react'
import { Button, FileInput, Group, Modal, Progress, Stack, Text } from '@mantine/core'
import { useIsMutating, useMutation } from '@tanstack/react-query'
import * as v from 'valibot'
import { purchasePackageMutation, uploadMediaMutation } from '@/client/@tanstack/react-query.gen'
import type { UserTransaction } from '@/client/types.gen'
import { vPurchaseRequest } from '@/client/valibot.gen'
import { userClient } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useAppForm } from '@/ui/form/app-form'
import { formatINR } from '@/ui/format'
import { isPositiveDecimal } from '@/ui/money'
import { m } from '@/paraglide/messages'
import type { Order } from '@/features/purchases/member/payment/order'
import { fetchWithUploadProgress } from '@/features/purchases/member/payment/upload-with-progress'

/** The server's rule for a reference (a 12-digit UTR or a 16 to 22 character transaction number), from the contract. */
const REFERENCE = v.unwrap(vPurchaseRequest.entries.referenceNumber)

/** What the server accepts as proof; it checks the bytes as well. */
const ACCEPTED_FILES = 'image/*,.pdf,.doc,.docx'

/** The first thing wrong with the typed fields, in the spec's words and order. */
function formProblem(utr: string, typedAmount: string): string | undefined {
  if (!utr) return m.error_utr_required()
  if (!v.is(REFERENCE, utr)) return m.pay_utr_invalid()
  if (!isPositiveDecimal(typedAmount)) return m.buy_amount_invalid()
  return undefined
}

export interface ProofTarget {
  method: 'UPI' | 'BANK'
  /** For BANK: the account paid into. */
  bankName?: string
}

interface ProofModalProps {
  target: ProofTarget | null
  order: Order
  onCancel: () => void
  /** With the purchase as the server recorded it. */
  onSubmitted: (submitted: UserTransaction) => void
}

const SUBMIT_PROOF_KEY = ['submitTransactionProof']

/** 'Submit Transaction Proof': the reference, an amount check, and the receipt, uploaded as soon as it is picked. */
export function ProofModal({ target, order, onCancel, onSubmitted }: ProofModalProps) {
  // While the purchase is being recorded the modal cannot be dismissed: the outcome must be seen.
  const submitting = useIsMutating({ mutationKey: SUBMIT_PROOF_KEY }) > 0
  return (
    <Modal
      opened={target !== null}
      onClose={onCancel}
      title={m.pay_proof_title()}
      centered
      size="md"
      closeOnEscape={!submitting}
      closeOnClickOutside={!submitting}
      withCloseButton={!submitting}
    >
      {/* Mounted per opening, so a new attempt starts from a clean form. */}
      {target && <ProofForm target={target} order={order} onCancel={onCancel} onSubmitted={onSubmitted} />}
    </Modal>
  )
}

function ProofForm({ target, order, onCancel, onSubmitted }: ProofModalProps & { target: ProofTarget }) {
  const [file, setFile] = useState<File | null>(null)
  const [receiptId, setReceiptId] = useState<string | null>(null)
  const [progress, setProgress] = useState(0)
  // The upload that counts is the one for the file shown now, not one picked and replaced earlier.
  const currentFile = useRef<File | null>(null)

  const upload = useMutation({
    ...uploadMediaMutation({ client: userClient }),
    onError: (error, variables) => {
      if (variables.body.medias[0] !== currentFile.current) return
      setReceiptId(null)
      setFile(null)
      currentFile.current = null
      notifyError(error, m.pay_upload_failed())
    },
    onSuccess: (response, variables) => {
      if (variables.body.medias[0] !== currentFile.current) return
      const id = response.data[0]?.id
      if (!id) {
        setFile(null)
        currentFile.current = null
        notifyError(undefined, m.pay_upload_no_id())
        return
      }
      setReceiptId(id)
    },
  })

  const submit = useMutation({
    ...purchasePackageMutation({ client: userClient }),
    mutationKey: SUBMIT_PROOF_KEY,
    onSuccess: (response) => {
      notifySuccess(target.method === 'BANK' ? m.pay_proof_submitted_bank() : m.pay_proof_submitted_upi())
      onSubmitted(response.data)
    },
    onError: (error) => notifyError(error, m.pay_submit_failed()),
  })

  function pickFile(picked: File | null) {
    currentFile.current = picked
    setFile(picked)
    setReceiptId(null)
    setProgress(0)
    if (!picked) return
    upload.mutate({ body: { medias: [picked] }, fetch: fetchWithUploadProgress(setProgress) })
  }

  // The typed fields are a TanStack Form; the receipt is uploaded as soon as it is picked, outside it.
  const form = useAppForm({
    defaultValues: { reference: '', typedAmount: order.totalAmount },
    onSubmit: ({ value }) => send(value.reference.trim(), value.typedAmount),
  })

  function send(utr: string, typedAmount: string) {
    if (submit.isPending) return
    const problem = formProblem(utr, typedAmount)
    if (problem) {
      notifyError(undefined, problem)
      return
    }
    if (!receiptId) {
      notifyError(undefined, m.error_receipt_required())
      return
    }
    // The order amount is what is submitted, not the typed one; the server adds the fee itself.
    submit.mutate({
      body: {
        purchaseId: order.orderNumber,
        paymentMethod: target.method,
        amount: order.orderAmount,
        referenceNumber: utr,
        receiptId,
        ...(target.method === 'BANK' && target.bankName ? { bankName: target.bankName } : {}),
      },
    })
  }

  const uploading = upload.isPending && file !== null

  return (
    <form.AppForm>
      <form.Form>
        <Stack gap="md">
          {target.method === 'BANK' && target.bankName && (
            <Text size="sm" c="dimmed">
              {m.pay_paid_into({ bank: target.bankName })}
            </Text>
          )}
          <form.AppField name="reference">
            {(field) => <field.TextField label={m.pay_utr_label()} placeholder={m.pay_utr_placeholder()} autoComplete="off" maxLength={22} data-autofocus />}
          </form.AppField>
          <form.AppField name="typedAmount">
            {(field) => <field.TextField label={m.pay_enter_amount()} type="number" step="0.01" min="0" inputMode="decimal" leftSection="₹" />}
          </form.AppField>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed" id="total-payable-label">
              {m.pay_total_payable()}
            </Text>
            <Text fw={800} aria-labelledby="total-payable-label">
              {formatINR(order.totalAmount)}
            </Text>
          </Group>
          <FileInput
            label={m.pay_upload_label()}
            placeholder={m.pay_upload_placeholder()}
            // This placeholder is the button's only text, so it needs body-text contrast, not placeholder grey.
            styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
            accept={ACCEPTED_FILES}
            value={file}
            onChange={pickFile}
            clearable
            disabled={submit.isPending}
          />
          {file && (
            <Stack gap={4}>
              <Progress value={receiptId ? 100 : progress} animated={uploading} aria-label={m.pay_upload_progress()} />
              <Text size="xs" c={receiptId ? 'teal.7' : 'dimmed'} aria-live="polite">
                {receiptId ? m.pay_uploaded() : m.pay_uploading({ percent: progress })}
              </Text>
            </Stack>
          )}
          <Group grow mt="xs">
            <Button variant="default" onClick={onCancel} disabled={submit.isPending}>
              {m.dialog_cancel()}
            </Button>
            <Button type="submit" loading={submit.isPending} disabled={uploading}>
              {m.pay_pay()}
            </Button>
          </Group>
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}
