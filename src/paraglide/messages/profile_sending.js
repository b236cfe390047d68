/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_SendingInputs */

const en_profile_sending = /** @type {(inputs: Profile_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending...`)
};

const hi_profile_sending = /** @type {(inputs: Profile_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भेजा जा रहा है...`)
};

/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Profile_SendingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sending = /** @type {((inputs?: Profile_SendingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_SendingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_sending(inputs)
	return en_profile_sending(inputs)
});