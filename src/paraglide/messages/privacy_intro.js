/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, symbol: NonNullable<unknown> }} Privacy_IntroInputs */

const en_privacy_intro = /** @type {(inputs: Privacy_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`How the ${i?.name} (${i?.symbol}) pre-launch programme collects, uses and protects your personal data.`)
};

const hi_privacy_intro = /** @type {(inputs: Privacy_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.symbol}) प्री-लॉन्च प्रोग्राम आपका निजी डेटा कैसे इकट्ठा करता है, कैसे इस्तेमाल करता है और कैसे सुरक्षित रखता है।`)
};

/**
* | output |
* | --- |
* | "How the {name} ({symbol}) pre-launch programme collects, uses and protects your personal data." |
*
* @param {Privacy_IntroInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_intro = /** @type {((inputs: Privacy_IntroInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_IntroInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_privacy_intro(inputs)
	return en_privacy_intro(inputs)
});