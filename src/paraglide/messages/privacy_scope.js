/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ symbol: NonNullable<unknown> }} Privacy_ScopeInputs */

const en_privacy_scope = /** @type {(inputs: Privacy_ScopeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This policy applies to everyone who registers for the ${i?.symbol} pre-launch programme, buys ${i?.symbol} tokens through it or takes part in its referral programme. The company that runs the programme is the data fiduciary for your personal data. We process it in line with the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000 of India.`)
};

const hi_privacy_scope = /** @type {(inputs: Privacy_ScopeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`यह नीति हर उस व्यक्ति पर लागू होती है जो ${i?.symbol} प्री-लॉन्च प्रोग्राम में रजिस्टर करता है, इसके ज़रिए ${i?.symbol} टोकन खरीदता है या इसके रेफ़रल प्रोग्राम में हिस्सा लेता है। प्रोग्राम चलाने वाली कंपनी आपके निजी डेटा की डेटा फ़िड्यूशियरी है। हम इसे भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 और सूचना प्रौद्योगिकी अधिनियम, 2000 के अनुसार प्रोसेस करते हैं।`)
};

/**
* | output |
* | --- |
* | "This policy applies to everyone who registers for the {symbol} pre-launch programme, buys {symbol} tokens through it or takes part in its referral programme...." |
*
* @param {Privacy_ScopeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_scope = /** @type {((inputs: Privacy_ScopeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_ScopeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_privacy_scope(inputs)
	return en_privacy_scope(inputs)
});