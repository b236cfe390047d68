/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Regenerate_MessageInputs */

const en_twofa_regenerate_message = /** @type {(inputs: Twofa_Regenerate_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a code from your authenticator app, or a recovery code. Your current recovery codes stop working.`)
};

const hi_twofa_regenerate_message = /** @type {(inputs: Twofa_Regenerate_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अपने ऑथेंटिकेटर ऐप का कोड या कोई रिकवरी कोड डालें। आपके मौजूदा रिकवरी कोड काम करना बंद कर देंगे।`)
};

/**
* | output |
* | --- |
* | "Enter a code from your authenticator app, or a recovery code. Your current recovery codes stop working." |
*
* @param {Twofa_Regenerate_MessageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_regenerate_message = /** @type {((inputs?: Twofa_Regenerate_MessageInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Regenerate_MessageInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_regenerate_message(inputs)
	return en_twofa_regenerate_message(inputs)
});