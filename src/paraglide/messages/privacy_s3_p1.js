/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_S3_P1Inputs */

const en_privacy_s3_p1 = /** @type {(inputs: Privacy_S3_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The administrators of the company that runs the programme see the details they need to verify members and approve payments. Email and SMS providers receive your email address or mobile number only to deliver one-time codes. We share data with banks, auditors or authorities only when the law requires it.`)
};

const hi_privacy_s3_p1 = /** @type {(inputs: Privacy_S3_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्रोग्राम चलाने वाली कंपनी के एडमिन वही जानकारी देखते हैं जो उन्हें सदस्यों की पुष्टि करने और भुगतान मंज़ूर करने के लिए चाहिए। ईमेल और SMS सेवा देने वाली कंपनियों को आपका ईमेल पता या मोबाइल नंबर सिर्फ़ वन-टाइम कोड भेजने के लिए मिलता है। हम बैंकों, ऑडिटरों या अधिकारियों के साथ डेटा तभी साझा करते हैं जब कानून के तहत ऐसा करना ज़रूरी हो।`)
};

/**
* | output |
* | --- |
* | "The administrators of the company that runs the programme see the details they need to verify members and approve payments. Email and SMS providers receive y..." |
*
* @param {Privacy_S3_P1Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s3_p1 = /** @type {((inputs?: Privacy_S3_P1Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_S3_P1Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_privacy_s3_p1(inputs)
	return en_privacy_s3_p1(inputs)
});