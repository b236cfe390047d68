/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ company: NonNullable<unknown>, symbol: NonNullable<unknown> }} Twofa_Reset_ForInputs */

const en_twofa_reset_for = /** @type {(inputs: Twofa_Reset_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For an admin of ${i?.company} (${i?.symbol}) who lost their authenticator app and their recovery codes.`)
};

const hi_twofa_reset_for = /** @type {(inputs: Twofa_Reset_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.company} (${i?.symbol}) के उस एडमिन के लिए, जिनका ऑथेंटिकेटर ऐप और रिकवरी कोड दोनों खो गए हैं।`)
};

/**
* | output |
* | --- |
* | "For an admin of {company} ({symbol}) who lost their authenticator app and their recovery codes." |
*
* @param {Twofa_Reset_ForInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_reset_for = /** @type {((inputs: Twofa_Reset_ForInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Reset_ForInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_reset_for(inputs)
	return en_twofa_reset_for(inputs)
});