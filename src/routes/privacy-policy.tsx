import type { ReactNode } from 'react'
import { Anchor, Container, Group, List, Paper, Stack, Text, Title } from '@mantine/core'
import { createFileRoute, Link } from '@tanstack/react-router'
import { tokenHead } from '@/lib/head'
import { selectedToken } from '@/tokens/selected-token'

export const Route = createFileRoute('/privacy-policy')({
  head: () => tokenHead('Privacy Policy'),
  component: PrivacyPolicyPage,
})

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  )
}

function PrivacyPolicyPage() {
  const { name, symbol } = selectedToken
  return (
    <Container size="md" py="xl" px="md">
      <Stack gap="lg">
        <Group gap="sm">
          <img src={selectedToken.headerLogo} alt="" width={40} height={40} />
          <Text fw={800} size="lg">
            {selectedToken.title}
          </Text>
        </Group>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1}>Privacy Policy</Title>
              <Text c="dimmed">
                How the {name} ({symbol}) pre-launch programme collects, uses and protects your personal data.
              </Text>
            </Stack>

            <Text>
              This policy applies to everyone who registers for the {symbol} pre-launch programme, buys {symbol} tokens through it or takes part in its referral programme. The
              company that runs the programme is the data fiduciary for your personal data. We process it in line with the Digital Personal Data Protection Act, 2023 and the
              Information Technology Act, 2000 of India.
            </Text>

            <Section title="1. What we collect">
              <List spacing="xs">
                <List.Item>Account details: your name, email address, mobile number, date of birth, pincode and gender.</List.Item>
                <List.Item>Identity details you give for KYC, such as your Aadhaar number. We store it encrypted and show only its last four digits.</List.Item>
                <List.Item>A profile picture, if you upload one.</List.Item>
                <List.Item>
                  Purchase and payment details: the amount of each order, the payment method, the UTR or transaction number, the receipt you upload, and the status of each
                  purchase.
                </List.Item>
                <List.Item>Referral details: your Member ID and the Member ID of the person who referred you.</List.Item>
                <List.Item>
                  Security records: your sign-in sessions, one-time codes (stored only in hashed form) and, for a short time, the IP address of code requests so that repeated
                  attempts can be limited.
                </List.Item>
              </List>
            </Section>

            <Section title="2. Why we use it">
              <List spacing="xs">
                <List.Item>To create and secure your account and to confirm your email and mobile with one-time codes.</List.Item>
                <List.Item>To record your token purchases, check your payment proof and credit your stock balance once a payment is approved.</List.Item>
                <List.Item>To run the referral programme and credit rewards to the right member.</List.Item>
                <List.Item>To meet legal duties, such as KYC, accounting and answering lawful requests from authorities.</List.Item>
                <List.Item>To prevent fraud and misuse, for example by refusing a UTR that was already used for another payment.</List.Item>
              </List>
              <Text>We do not sell your personal data and we do not use it for advertising.</Text>
            </Section>

            <Section title="3. Who can see it">
              <Text>
                The administrators of the company that runs the programme see the details they need to verify members and approve payments. Email and SMS providers receive your
                email address or mobile number only to deliver one-time codes. We share data with banks, auditors or authorities only when the law requires it.
              </Text>
            </Section>

            <Section title="4. How we protect it">
              <Text>
                Passwords are stored only as salted hashes. Identity numbers are encrypted. Uploaded receipts are checked, stored away from the public website and opened only
                through short-lived signed links.
              </Text>
            </Section>

            <Section title="5. How long we keep it">
              <Text>
                We keep your account for as long as it is active. Purchase and payment records are kept for as long as Indian tax and accounting law requires, which is usually
                eight years. After that they are deleted or made anonymous.
              </Text>
            </Section>

            <Section title="6. Your rights">
              <Text>
                You may ask for a summary of the personal data we hold about you, ask us to correct or complete it, ask us to erase data we no longer need, and withdraw consent
                where processing depends on it. You may also name someone to exercise these rights for you. You can update your name, mobile number and date of birth yourself on
                your profile page. For any other request, contact the company that runs the programme through its registered contact details. If you are not satisfied with our
                answer, you may complain to the Data Protection Board of India.
              </Text>
            </Section>

            <Section title="7. Changes to this policy">
              <Text>
                If we change this policy we will publish the new version on this page. Where a change affects how we use data you already gave us, we will ask for your consent
                again.
              </Text>
            </Section>

            <Text size="sm" c="dimmed">
              <Anchor component={Link} to="/">
                Back to the {selectedToken.title} home page
              </Anchor>
            </Text>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  )
}
