import type { Language } from '@/client/types.gen'

/**
 * Every email and SMS the accounts slice sends, each in every language a member can choose, so that
 * a message is chosen by its recipient's language in one place. The English texts are the product's
 * own words and stay as they are; the Hindi ones are written as an Indian product would, keeping
 * OTP, UPI, UTR and Aadhaar in Latin letters. A code SMS must fit one part: 160 GSM-7 characters in
 * English, 70 UCS-2 characters in Hindi (Devanagari makes the whole SMS UCS-2); messages.test.ts
 * measures each one with its longest values.
 */

interface CodeEmail {
  subject: string
  text: string
}

type ByLanguage<T> = Record<Language, (code: string) => T>

/**
 * The registration code, to the email and to the mobile. Nothing the requester typed goes in: the
 * address is not proven theirs yet, so the message must not carry a stranger's words (a name can be
 * a phishing line) into someone else's inbox.
 */
export const registrationCode: ByLanguage<{ email: CodeEmail; sms: string }> = {
  en: (code) => {
    const text = `Your registration code is ${code}. It expires in 10 minutes. Never share it with anyone.`
    return { email: { subject: 'Your registration code', text }, sms: text }
  },
  hi: (code) => ({
    email: {
      subject: 'आपका रजिस्ट्रेशन कोड',
      text: `आपका रजिस्ट्रेशन कोड ${code} है। यह 10 मिनट में समाप्त हो जाएगा। इसे कभी किसी के साथ साझा न करें।`,
    },
    sms: `आपका रजिस्ट्रेशन कोड ${code} है। 10 मिनट तक मान्य। किसी को न बताएं।`,
  }),
}

/** The password reset code, by email only. */
export const passwordResetCode: ByLanguage<{ email: CodeEmail }> = {
  en: (code) => ({
    email: {
      subject: 'Your password reset code',
      text: `Your password reset code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this email.`,
    },
  }),
  hi: (code) => ({
    email: {
      subject: 'आपका पासवर्ड रीसेट कोड',
      text: `आपका पासवर्ड रीसेट कोड ${code} है। यह 10 मिनट में समाप्त हो जाएगा। अगर आपने यह कोड नहीं माँगा है, तो इस ईमेल को अनदेखा करें।`,
    },
  }),
}

/** The code to the number a member wants to change to, by SMS only. */
export const mobileChangeCode: ByLanguage<{ sms: string }> = {
  en: (code) => ({ sms: `Your code to change your mobile number is ${code}. It expires in 10 minutes. Never share it with anyone.` }),
  hi: (code) => ({ sms: `मोबाइल नंबर बदलने का कोड ${code} है। 10 मिनट तक मान्य। किसी को न बताएं।` }),
}

/**
 * The super admin's sign-in code. The platform's operator has no language setting (the superadmins
 * table has none, and their console keeps its choice in the browser), so it stays English.
 */
export const superadminSignInCode = (code: string): CodeEmail => ({
  subject: 'Your super admin sign-in code',
  text: `Your super admin sign-in code is ${code}. It expires in 2 minutes 59 seconds. Never share it.`,
})
