/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Code_Recovery_DescriptionInputs */

const en_code_recovery_description = /** @type {(inputs: Code_Recovery_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One of the ten codes you saved when you turned on two-factor sign-in. Each works once.`)
};

const hi_code_recovery_description = /** @type {(inputs: Code_Recovery_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टू-फ़ैक्टर साइन-इन चालू करते समय सहेजे गए दस कोड में से कोई एक। हर कोड एक ही बार चलता है।`)
};

/**
* | output |
* | --- |
* | "One of the ten codes you saved when you turned on two-factor sign-in. Each works once." |
*
* @param {Code_Recovery_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const code_recovery_description = /** @type {((inputs?: Code_Recovery_DescriptionInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Code_Recovery_DescriptionInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_code_recovery_description(inputs)
	return en_code_recovery_description(inputs)
});