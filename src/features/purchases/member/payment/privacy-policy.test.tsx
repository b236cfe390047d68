import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../../../../tests/web/render-app'
import { selectedToken } from '@/tokens/selected-token'

// The page the payment tabs' agreement links to.
describe('privacy policy at /privacy-policy', () => {
  it('is open to everyone and says what is collected, why, and the member rights', async () => {
    await renderApp('/privacy-policy')
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument()
    expect(document.title).toBe(`${selectedToken.metaData.title} | Privacy Policy`)
    for (const section of ['1. What we collect', '2. Why we use it', '3. Who can see it', '4. How we protect it', '5. How long we keep it', '6. Your rights']) {
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument()
    }
    expect(screen.getByText(/Digital Personal Data Protection Act, 2023/)).toBeInTheDocument()
  })

  it('speaks Hindi to a visitor who chose it: the headings and every paragraph', async () => {
    window.localStorage.setItem('language', 'hi')
    await renderApp('/privacy-policy')
    expect(await screen.findByRole('heading', { level: 1, name: 'गोपनीयता नीति' })).toBeInTheDocument()
    const { name, symbol, title } = selectedToken
    expect(screen.getByText(`${name} (${symbol}) प्री-लॉन्च प्रोग्राम आपका निजी डेटा कैसे इकट्ठा करता है, कैसे इस्तेमाल करता है और कैसे सुरक्षित रखता है।`)).toBeInTheDocument()
    for (const section of [
      '1. हम क्या इकट्ठा करते हैं',
      '2. हम इसका इस्तेमाल क्यों करते हैं',
      '3. इसे कौन देख सकता है',
      '4. हम इसे कैसे सुरक्षित रखते हैं',
      '5. हम इसे कितने समय तक रखते हैं',
      '6. आपके अधिकार',
      '7. इस नीति में बदलाव',
    ]) {
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument()
    }
    expect(screen.getByText(/डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023/)).toBeInTheDocument()
    expect(screen.getByText('हम आपका निजी डेटा बेचते नहीं हैं और विज्ञापन के लिए इसका इस्तेमाल नहीं करते।')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: `${title} के होम पेज पर वापस जाएँ` })).toHaveAttribute('href', '/')
    expect(screen.queryByText(/[A-Za-z]{3,} [a-z]{3,} [a-z]{3,}/)).not.toBeInTheDocument()
  })
})
